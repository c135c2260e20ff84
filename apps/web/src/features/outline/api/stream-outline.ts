import { createOutline, redrawOutline } from '@plume/core/contracts';
import type { Outline, OutlineBeat, StructureId } from '@plume/core/outline';
import { z } from 'zod/mini';
import { routeUrl } from '../../../lib/call-api';
import { readEventStream } from '../../../lib/read-event-stream';

/** What writing an outline asks for: a new one of an idea, or the unlocked beats redrawn. */
export type OutlineRequest =
  | { kind: 'create'; ideaId: string; structure: StructureId; targetWords: number }
  | { kind: 'redraw'; outlineId: string };

export interface WrittenOutline {
  outline: Outline;
  /** The balance after it; -1 is unlimited. */
  credits: number;
}

function requestOf(request: OutlineRequest): { url: string; body?: string } {
  if (request.kind === 'redraw') {
    return { url: routeUrl(redrawOutline, { id: request.outlineId }) };
  }
  return {
    url: routeUrl(createOutline, { id: request.ideaId }),
    body: JSON.stringify({ structure: request.structure, targetWords: request.targetWords }),
  };
}

/**
 * POST /api/history/:id/outline or /api/outlines/:id/redraw as a server-sent event stream,
 * as ideas stream (features/generation): each beat to onBeat as it is written, `retry` to
 * onRetry (the beats shown are dropped), then the saved outline. A refusal before the
 * stream or an `error` event rejects with an ApiError, for the one toast helper to say.
 */
export async function streamOutline(
  request: OutlineRequest,
  onBeat: (beat: OutlineBeat) => void,
  { signal, onRetry }: { signal?: AbortSignal; onRetry?: () => void } = {},
): Promise<WrittenOutline> {
  const { url, body } = requestOf(request);
  // Both routes stream the same events (the contract's outlineEvents), read here rather
  // than when the module loads: the contract builds its schemas on first read.
  const { events } = createOutline;
  return readEventStream(
    url,
    { body, signal, ended: 'The stream ended without an outline' },
    (event, data) => {
      if (event.event === 'beat') onBeat(z.parse(events.beat, data).beat);
      else if (event.event === 'retry') onRetry?.();
      else if (event.event === 'done') return z.parse(events.done, data);
      return undefined;
    },
  );
}
