import { z } from 'zod/mini';
import { cardsToldSchema } from '../bible/story-bible';
import { CANDIDATES } from '../generation/candidates';
import { MODES, STYLES } from '../generation/generation-options';
import {
  BRIEF_AVOID_MAX,
  BRIEF_NOTES_MAX,
  type BriefFault,
  readBrief,
} from '../generation/idea-brief';
import { RANDOM_GENRE_MAX, RANDOM_GENRE_MIN } from '../genres/random-genres';
import { LANGUAGES } from '../i18n/languages';
import { coded, type Refusal, readWith } from './coded';
import { defineRoute } from './define-route';
import { errorSchema } from './error-codes';
import { INVALID_TEXT, idParam, text } from './fields';
import { historyEntrySchema } from './history-page';

const BRIEF_REFUSALS: Record<BriefFault, Refusal> = {
  invalid: { code: 'brief.invalid', message: 'The brief must be an object of texts' },
  invalidText: INVALID_TEXT,
  notesTooLong: {
    code: 'brief.notesTooLong',
    message: `The notes hold at most ${BRIEF_NOTES_MAX} characters`,
  },
  avoidTooLong: {
    code: 'brief.avoidTooLong',
    message: `What to avoid holds at most ${BRIEF_AVOID_MAX} characters`,
  },
  unknownAudience: { code: 'brief.unknownAudience', message: 'Unknown audience' },
};

/** Notes, things to avoid and audience, read by core's readBrief (blank texts dropped). */
const briefField = () =>
  readWith((value) => {
    const read = readBrief(value);
    return 'fault' in read ? read : read.brief;
  }, BRIEF_REFUSALS);

/**
 * What a redraw takes from its idea, and so may not be sent with it; pinned cards too: a
 * redrawn or developed idea is written with its line's cards.
 */
const NOT_WITH_REDRAW = [
  'genres',
  'mode',
  'randomCount',
  'developFrom',
  'brief',
  'cards',
  'candidates',
] as const;

/** What a cross is refused with, besides a missing idea (docs/PRODUCT.md, Crossing). */
const NOT_WITH_CROSS = [
  'genres',
  'mode',
  'randomCount',
  'developFrom',
  'redrawFrom',
  'keep',
  'brief',
  'cards',
  'candidates',
] as const;

const generationBody = () =>
  z
    .strictObject({
      genres: z.optional(z.array(text(200)).check(z.maxLength(100))),
      mode: z.optional(
        coded(z.enum(MODES), {
          code: 'generation.invalidMode',
          message: 'Invalid generation mode',
        }),
      ),
      style: z.optional(z.enum(STYLES)),
      randomCount: z.optional(
        coded(z.int().check(z.minimum(RANDOM_GENRE_MIN), z.maximum(RANDOM_GENRE_MAX)), {
          code: 'generation.invalidRandomCount',
          message: `The random genre count must be ${RANDOM_GENRE_MIN} to ${RANDOM_GENRE_MAX}`,
        }),
      ),
      language: z.optional(z.enum(LANGUAGES)),
      developFrom: z.optional(idParam),
      brief: z.optional(briefField()),
      redrawFrom: z.optional(idParam),
      // Checked against the idea's elements, with codes of their own.
      keep: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
      // Checked against the writer's cards and PINNED_CARDS_MAX, with codes of their own.
      cards: z.optional(z.array(idParam).check(z.maxLength(20))),
      // One idea, or CANDIDATES at once for one credit; the mode is checked with its own code.
      // Two or three of the writer's ideas and what to keep of each; checked with codes of their own.
      cross: z.optional(
        z
          .array(
            z.strictObject({
              from: idParam,
              keep: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
            }),
          )
          .check(z.maxLength(10)),
      ),
      candidates: z.optional(
        coded(z.union([z.literal(1), z.literal(CANDIDATES)]), {
          code: 'generation.invalidCandidates',
          message: `Ask for one idea or ${CANDIDATES} at once`,
        }),
      ),
    })
    .check((payload) => {
      const body = payload.value;
      const problem = (message: string) =>
        payload.issues.push({ code: 'custom', message, input: body });
      if (body.developFrom !== undefined && body.cards !== undefined) {
        problem("cards: a developed idea is written with its line's cards");
      }
      if (body.developFrom !== undefined && (body.candidates ?? 1) > 1) {
        problem('candidates: an idea is developed into one idea');
      }
      if (body.cross !== undefined) {
        for (const field of NOT_WITH_CROSS) {
          if (body[field] !== undefined) problem(`${field}: a cross takes its ideas' own`);
        }
        return;
      }
      if (body.redrawFrom === undefined) {
        if (body.keep !== undefined) problem('keep: only with redrawFrom');
        if (body.language === undefined) problem('language: required');
        return;
      }
      for (const field of NOT_WITH_REDRAW) {
        if (body[field] !== undefined) problem(`${field}: a redraw takes the idea's own`);
      }
    });

export type GenerationBody = z.output<ReturnType<typeof generationBody>>;

const generationAnswer = () =>
  z.object({
    entry: historyEntrySchema,
    /** The balance after this idea; -1 is unlimited. */
    credits: z.number(),
    cards: z.optional(cardsToldSchema),
  });

/** A batch's answer: its ideas in order, saved with one `batch.id`, for one credit. */
const batchAnswer = () =>
  z.object({
    entries: z.array(historyEntrySchema),
    /** The balance after the batch; -1 is unlimited. */
    credits: z.number(),
    cards: z.optional(cardsToldSchema),
  });

/**
 * POST /api/generations (docs/PRODUCT.md, Generation API): a new, developed or redrawn
 * idea. With `Accept: text/event-stream`, the idea as `delta` events, then `done` or
 * `error`; between them `cards` (the story bible cards the engine was told of),
 * `thinking` (the model reasons first) and `retry` (the answer is asked for again: drop
 * what was shown). Every refusal comes before the stream starts.
 */
export const createGeneration = defineRoute({
  method: 'POST',
  path: '/api/generations',
  signedIn: true,
  schemas: () => ({
    body: generationBody(),
    response: z.union([generationAnswer(), batchAnswer()]),
    events: {
      // `candidate` (0 to CANDIDATES - 1): which idea of a batch the text, or the retry, is for.
      delta: z.object({ text: z.string(), candidate: z.optional(z.number()) }),
      cards: cardsToldSchema,
      thinking: z.object({}),
      retry: z.object({ candidate: z.optional(z.number()) }),
      done: z.union([
        z.object({ entry: historyEntrySchema, credits: z.number() }),
        z.object({ entries: z.array(historyEntrySchema), credits: z.number() }),
      ]),
      error: errorSchema,
    },
  }),
  errors: [
    'generation.loginRequired',
    'generation.noCredits',
    'generation.inProgress',
    'generation.invalidMode',
    'generation.invalidRandomCount',
    'generation.invalidCandidates',
    'generation.candidatesMode',
    'generation.selectGenre',
    'generation.ideaNotFound',
    'generation.notRicher',
    'generation.unknownElement',
    'generation.nothingToRedraw',
    'generation.redrawLanguage',
    'generation.crossCount',
    'generation.crossConflict',
    'generation.crossLanguage',
    'generation.crossNothingNew',
    'generation.tooManyPins',
    'generation.pinnedHidden',
    'generation.generationError',
    'generation.saveFailed',
    'generation.answerCut',
    'generation.answerMalformed',
    'generation.answerNotKept',
    'generation.answerNotPinned',
    'generation.answerNotRedrawn',
    'generation.answerWrongLanguage',
    'genres.maxError',
    'genres.unknownGenre',
    'brief.invalid',
    'brief.notesTooLong',
    'brief.avoidTooLong',
    'brief.unknownAudience',
    'bible.cardNotFound',
  ],
});
