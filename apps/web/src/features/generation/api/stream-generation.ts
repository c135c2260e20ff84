import type { CardsTold } from '@plume/core/bible';
import { cardsToldSchema } from '@plume/core/bible';
import { type HistoryEntry, historyEntrySchema } from '@plume/core/contracts';
import type { ElementName, IdeaBrief, Mode, Style } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod/mini';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, notifySessionLost, parseRetryAfter } from '../../../lib/api-client';

/** What the desk asks for: a new or developed idea, or a redrawn one. */
export type GenerationInput = IdeaInput | RedrawInput;

export interface IdeaInput {
  /** Genre ids, or the French labels of a remembered entry: the server takes both. */
  genres: readonly string[];
  mode: Mode;
  style: Style;
  randomCount?: number;
  /** The idea's language, which may differ from the interface's. */
  language: Language;
  /** Notes, things to avoid and audience; an idea developed without one keeps its own. */
  brief?: IdeaBrief;
  /** One of the writer's ideas to develop: its genres are used, `genres` is ignored. */
  developFrom?: string;
  /** Story bible cards a new idea is written with and names (at most 3). */
  cards?: readonly string[];
}

/** One of the writer's ideas redrawn: its mode, genres and brief, the kept elements. */
export interface RedrawInput {
  redrawFrom: string;
  keep: ElementName[];
  style: Style;
  /** The idea's own language, in which the redraw is written. */
  language: Language;
}

const doneSchema = z.object({ entry: historyEntrySchema, credits: z.number() });
const deltaSchema = z.object({ text: z.string() });
const errorSchema = z.object({ code: z.string(), message: z.string() });
const refusalSchema = z.object({ error: errorSchema });

/**
 * What the server says of the answer besides its text: the model reasons before writing
 * (nothing to show yet), or its answer broke a rule and it is rewriting (what was shown is
 * dropped).
 */
export type GenerationStatus = 'thinking' | 'rewriting';

export interface GenerationResult {
  entry: HistoryEntry;
  /** The balance after this idea; -1 is unlimited. */
  credits: number;
}

/**
 * POST /api/generations as a server-sent event stream (a POST, so fetch and a stream
 * reader rather than EventSource). Each `delta` is handed to onText as it arrives,
 * `thinking` and `retry` to onStatus, and `cards` (which story bible cards the engine was
 * told of) to onCards; the
 * promise resolves with `done` and rejects with an ApiError for a refusal (before the
 * stream) or an `error` event (during it), so the one toast helper can say why. An event
 * whose closing blank line never comes is dropped, as the SSE standard says, so a stream
 * cut inside `done` fails like one that ends without it.
 */
export async function streamGeneration(
  input: GenerationInput,
  onText: (text: string) => void,
  signal?: AbortSignal,
  onStatus?: (status: GenerationStatus) => void,
  onCards?: (cards: CardsTold) => void,
): Promise<GenerationResult> {
  let response: Response;
  try {
    response = await fetch('/api/generations', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        'X-Plume-Language': currentLanguage(),
      },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('errors.connectionError', 'Cannot reach the server', 0);
  }

  if (!response.ok || !response.body) {
    const body = refusalSchema.safeParse(await response.json().catch(() => null));
    const sessionLost = response.status === 401;
    if (sessionLost) notifySessionLost();
    throw new ApiError(
      body.success ? body.data.error.code : 'generation.generationError',
      body.success ? body.data.error.message : `HTTP ${response.status}`,
      response.status,
      parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
      sessionLost,
    );
  }

  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const streamFailed = () =>
    new ApiError('generation.generationError', 'The stream ended without an idea', 502);
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) throw streamFailed();
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'delta') onText(deltaSchema.parse(data).text);
      else if (event.event === 'thinking') onStatus?.('thinking');
      else if (event.event === 'retry') onStatus?.('rewriting');
      else if (event.event === 'cards') onCards?.(cardsToldSchema.parse(data));
      else if (event.event === 'done') return doneSchema.parse(data);
      else if (event.event === 'error') {
        const failure = errorSchema.parse(data);
        throw new ApiError(failure.code, failure.message, 500);
      }
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw streamFailed();
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
