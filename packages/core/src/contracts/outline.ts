import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import {
  BEAT_CAST_MAX,
  BEAT_CHANGE_MAX,
  BEAT_SUMMARY_MAX,
  BEAT_TITLE_MAX,
  BEAT_WORDS_MAX,
  outlineBeatSchema,
  outlineSchema,
  structureListingSchema,
  TARGET_WORDS_MAX,
  TARGET_WORDS_MIN,
} from '../outline/outline';
import { outlineChecksSchema } from '../outline/outline-finding';
import { STRUCTURE_IDS } from '../outline/structures';
import { coded, type Refusal } from './coded';
import { defineRoute } from './define-route';
import { errorSchema } from './error-codes';
import { idParam, singleParam, text } from './fields';

/** What an outline exports as. */
export const OUTLINE_EXPORT_FORMATS = ['md', 'docx', 'csv', 'opml'] as const;
export type OutlineExportFormat = (typeof OUTLINE_EXPORT_FORMATS)[number];

const INVALID_BEAT: Refusal = {
  code: 'outline.invalidBeat',
  message: 'A beat sits between 0 and 100 % and aims at a whole number of words',
};

const ideaParams = () => z.strictObject({ id: idParam });
const outlineParams = () => z.strictObject({ id: idParam });
const beatParams = () => z.strictObject({ id: idParam, beatId: idParam });

const beatTitle = () =>
  coded(text(BEAT_TITLE_MAX), {
    code: 'outline.titleTooLong',
    message: `A beat's title holds at most ${BEAT_TITLE_MAX} characters`,
  });
const beatSummary = () =>
  coded(text(BEAT_SUMMARY_MAX), {
    code: 'outline.summaryTooLong',
    message: `A beat's summary holds at most ${BEAT_SUMMARY_MAX} characters`,
  });
const beatChange = () =>
  coded(text(BEAT_CHANGE_MAX), {
    code: 'outline.changeTooLong',
    message: `What a beat changes holds at most ${BEAT_CHANGE_MAX} characters`,
  });

/** The answer of a new or redrawn outline, and its stream's last event. */
const writtenOutline = () =>
  z.object({
    outline: outlineSchema,
    /** The balance after it; -1 is unlimited. */
    credits: z.number(),
  });

/**
 * The stream of an outline being written: each beat as it is written, then `done` or
 * `error`; `retry` when an AI's answer is asked for again (drop the beats shown).
 */
const outlineEvents = () => ({
  beat: z.object({ beat: outlineBeatSchema }),
  retry: z.object({}),
  done: writtenOutline(),
  error: errorSchema,
});

/** GET /api/structures: the story structures an idea can be outlined by, in a language. */
export const listStructures = defineRoute({
  method: 'GET',
  path: '/api/structures',
  signedIn: false,
  schemas: () => ({
    query: z.object({ language: z.optional(singleParam(z.enum(LANGUAGES))) }),
    response: z.object({ structures: z.array(structureListingSchema) }),
  }),
  errors: [],
});

/**
 * POST /api/history/:id/outline: the idea's outline, written for one credit. With
 * `Accept: text/event-stream`, its beats as they are written (outlineEvents).
 */
export const createOutline = defineRoute({
  method: 'POST',
  path: '/api/history/:id/outline',
  signedIn: true,
  schemas: () => ({
    params: ideaParams(),
    body: z.strictObject({
      structure: coded(z.enum(STRUCTURE_IDS), {
        code: 'outline.unknownStructure',
        message: 'Unknown story structure',
      }),
      targetWords: z.optional(
        coded(z.int().check(z.minimum(TARGET_WORDS_MIN), z.maximum(TARGET_WORDS_MAX)), {
          code: 'outline.invalidTargetWords',
          message: `A story is ${TARGET_WORDS_MIN} to ${TARGET_WORDS_MAX} words long`,
        }),
      ),
    }),
    response: writtenOutline(),
    events: outlineEvents(),
  }),
  errors: [
    'history.notFound',
    'outline.exists',
    'outline.answerRejected',
    'generation.noCredits',
    'generation.inProgress',
    'generation.generationError',
  ],
});

/** GET /api/history/:id/outline: the idea's outline. */
export const readOutline = defineRoute({
  method: 'GET',
  path: '/api/history/:id/outline',
  signedIn: true,
  schemas: () => ({
    params: ideaParams(),
    response: z.object({ outline: outlineSchema }),
  }),
  errors: ['history.notFound', 'outline.notFound'],
});

/** DELETE /api/outlines/:id. */
export const deleteOutline = defineRoute({
  method: 'DELETE',
  path: '/api/outlines/:id',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
  }),
  response: 'empty',
  errors: ['outline.notFound'],
});

/** PATCH /api/outlines/:id/beats/:beatId: a beat's text, people, place, position or lock. */
export const updateBeat = defineRoute({
  method: 'PATCH',
  path: '/api/outlines/:id/beats/:beatId',
  signedIn: true,
  schemas: () => ({
    params: beatParams(),
    body: z.strictObject({
      title: z.optional(beatTitle()),
      summary: z.optional(beatSummary()),
      change: z.optional(beatChange()),
      pov: z.optional(z.nullable(idParam)),
      cast: z.optional(z.array(idParam).check(z.maxLength(BEAT_CAST_MAX))),
      place: z.optional(z.nullable(idParam)),
      pct: z.optional(coded(z.number().check(z.minimum(0), z.maximum(100)), INVALID_BEAT)),
      words: z.optional(
        coded(z.int().check(z.minimum(0), z.maximum(BEAT_WORDS_MAX)), INVALID_BEAT),
      ),
      locked: z.optional(z.boolean()),
    }),
    response: z.object({ beat: outlineBeatSchema }),
  }),
  errors: [
    'outline.notFound',
    'outline.beatNotFound',
    'outline.titleTooLong',
    'outline.summaryTooLong',
    'outline.changeTooLong',
    'outline.invalidBeat',
    'outline.unknownCard',
  ],
});

/** POST /api/outlines/:id/beats: a beat of the writer's, after `after` (first when null). */
export const addBeat = defineRoute({
  method: 'POST',
  path: '/api/outlines/:id/beats',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
    body: z.strictObject({
      after: z.nullable(idParam),
      title: beatTitle(),
      summary: z.optional(beatSummary()),
    }),
    response: z.object({ beat: outlineBeatSchema }),
  }),
  errors: [
    'outline.notFound',
    'outline.beatNotFound',
    'outline.tooManyBeats',
    'outline.titleTooLong',
    'outline.summaryTooLong',
  ],
});

/** DELETE /api/outlines/:id/beats/:beatId. */
export const deleteBeat = defineRoute({
  method: 'DELETE',
  path: '/api/outlines/:id/beats/:beatId',
  signedIn: true,
  schemas: () => ({
    params: beatParams(),
  }),
  response: 'empty',
  errors: ['outline.notFound', 'outline.beatNotFound'],
});

/** PUT /api/outlines/:id/order: every beat's id, once each, in the new order. */
export const reorderBeats = defineRoute({
  method: 'PUT',
  path: '/api/outlines/:id/order',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
    body: z.strictObject({ beats: z.array(idParam).check(z.maxLength(100)) }),
    response: z.object({ outline: outlineSchema }),
  }),
  errors: ['outline.notFound', 'outline.invalidOrder'],
});

/** POST /api/outlines/:id/redraw: every unlocked beat of the structure drawn anew, for a credit. */
export const redrawOutline = defineRoute({
  method: 'POST',
  path: '/api/outlines/:id/redraw',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
    response: writtenOutline(),
    events: outlineEvents(),
  }),
  errors: [
    'outline.notFound',
    'outline.nothingToRedraw',
    'outline.answerRejected',
    'generation.noCredits',
    'generation.inProgress',
    'generation.generationError',
  ],
});

/** GET /api/outlines/:id/checks: notes on the outline's structure, people and lengths. */
export const outlineChecks = defineRoute({
  method: 'GET',
  path: '/api/outlines/:id/checks',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
    response: outlineChecksSchema,
  }),
  errors: ['outline.notFound'],
});

/** GET /api/outlines/:id/export: the outline as a file, in the idea's language. */
export const exportOutline = defineRoute({
  method: 'GET',
  path: '/api/outlines/:id/export',
  signedIn: true,
  schemas: () => ({
    params: outlineParams(),
    query: z.object({ format: singleParam(z.enum(OUTLINE_EXPORT_FORMATS)) }),
  }),
  response: 'file',
  errors: ['outline.notFound'],
});
