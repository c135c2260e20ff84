import type { CardsTold } from '@plume/core/bible';
import { createGeneration, type GenerationBody, type HistoryEntry } from '@plume/core/contracts';
import type { ElementName, IdeaBrief, Mode, Style } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { z } from 'zod/mini';
import { readEventStream } from '../../../lib/read-event-stream';

/** What the desk asks for: a new or developed idea, a redrawn one, or ideas crossed. */
export type GenerationInput = IdeaInput | RedrawInput | CrossInput;

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

/** Two or three of the writer's ideas, and the elements kept from each (docs/PRODUCT.md, Crossing). */
export interface CrossInput {
  cross: { from: string; keep: ElementName[] }[];
  style: Style;
  /** The ideas' own language, in which the new one is written. */
  language: Language;
}

/** The body the contract declares, from what the desk asks for. */
function bodyOf(input: GenerationInput): GenerationBody {
  if ('cross' in input) return input;
  if ('redrawFrom' in input) return { ...input, keep: [...input.keep] };
  const { genres, cards, ...rest } = input;
  return { ...rest, genres: [...genres], ...(cards ? { cards: [...cards] } : {}) };
}

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

export interface BatchResult {
  /** The batch's ideas, in order. */
  entries: HistoryEntry[];
  /** The balance after the batch; -1 is unlimited. */
  credits: number;
}

/**
 * POST /api/generations as a server-sent event stream (a POST, so fetch and a stream
 * reader rather than EventSource). Each `delta` is handed to onText as it arrives,
 * `thinking` and `retry` to onStatus, and `cards` (which story bible cards the engine was
 * told of) to onCards; the promise resolves with `done` (readEventStream says how it
 * fails).
 */
export async function streamGeneration(
  input: GenerationInput,
  onText: (text: string) => void,
  signal?: AbortSignal,
  onStatus?: (status: GenerationStatus) => void,
  onCards?: (cards: CardsTold) => void,
): Promise<GenerationResult> {
  // Read here, not when the module loads: the contract builds its schemas on first read.
  const { events } = createGeneration;
  return readEventStream(
    '/api/generations',
    { body: JSON.stringify(bodyOf(input)), signal, ended: 'The stream ended without an idea' },
    (event, data) => {
      if (event.event === 'delta') onText(z.parse(events.delta, data).text);
      else if (event.event === 'thinking') onStatus?.('thinking');
      else if (event.event === 'retry') onStatus?.('rewriting');
      else if (event.event === 'cards') onCards?.(z.parse(events.cards, data));
      else if (event.event === 'done') {
        const done = z.parse(events.done, data);
        if ('entry' in done) return done;
        throw new Error('The server answered a batch to a request for one idea');
      }
      return undefined;
    },
  );
}

/**
 * POST /api/generations for ideas written at once (docs/PRODUCT.md, Three at once): each
 * `delta` is handed to onText with the idea it belongs to, each `retry` to onRetry (that
 * idea starts over); the promise resolves with `done` and the batch's entries.
 */
export async function streamBatch(
  input: IdeaInput & { candidates: number },
  onText: (candidate: number, text: string) => void,
  onRetry: (candidate: number) => void,
  signal?: AbortSignal,
): Promise<BatchResult> {
  const { events } = createGeneration;
  return readEventStream(
    '/api/generations',
    { body: JSON.stringify(bodyOf(input)), signal, ended: 'The stream ended without the ideas' },
    (event, data) => {
      if (event.event === 'delta') {
        const { text, candidate = 0 } = z.parse(events.delta, data);
        onText(candidate, text);
      } else if (event.event === 'retry') {
        onRetry(z.parse(events.retry, data).candidate ?? 0);
      } else if (event.event === 'done') {
        const done = z.parse(events.done, data);
        if ('entries' in done) return done;
        throw new Error('The server answered one idea to a request for several');
      }
      return undefined;
    },
  );
}
