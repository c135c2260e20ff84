import { z } from 'zod/mini';
import { consistencyNotesSchema } from '../bible/consistency-finding';
import { lineCardsFields, lineCardsSchema } from '../bible/story-card';
import { HISTORY_NOTE_MAX } from '../history/idea-document';
import {
  cleanIdeaDescription,
  cleanIdeaTitle,
  hasWords,
  IDEA_DESCRIPTION_MAX,
  IDEA_TITLE_MAX,
} from '../history/idea-text';
import { LANGUAGES } from '../i18n/languages';
import type { Refusal } from './coded';
import { defineRoute } from './define-route';
import { boundaryText, idParam, integerParam, repeatedParam, singleParam, text } from './fields';
import { historyEntrySchema, historyPageSchema } from './history-page';

const NOTE_TOO_LONG: Refusal = {
  code: 'history.noteTooLong',
  message: `A note holds at most ${HISTORY_NOTE_MAX} characters`,
};

/**
 * A title or description as the writer typed it, cleaned (`clean`), then refused with
 * `required` when it holds no letter or digit and `tooLong` past `max` characters.
 */
function ideaTextField(
  clean: (text: string) => string,
  max: number,
  required: Refusal,
  tooLong: Refusal,
) {
  return z.pipe(
    boundaryText(z.string()),
    z.pipe(
      z.transform(clean),
      z.string().check(
        z.refine(hasWords, { params: required }),
        z.refine((text) => text.length <= max, { params: tooLong }),
      ),
    ),
  );
}

/** An idea's text as its writer edits it (core's history/idea-text.ts). */
const ideaTextBody = () =>
  z.strictObject({
    title: ideaTextField(
      cleanIdeaTitle,
      IDEA_TITLE_MAX,
      { code: 'history.titleRequired', message: 'Give the idea a title' },
      {
        code: 'history.titleTooLong',
        message: `A title holds at most ${IDEA_TITLE_MAX} characters`,
      },
    ),
    description: ideaTextField(
      cleanIdeaDescription,
      IDEA_DESCRIPTION_MAX,
      { code: 'history.descriptionRequired', message: 'Write the idea below its title' },
      {
        code: 'history.descriptionTooLong',
        message: `An idea's text holds at most ${IDEA_DESCRIPTION_MAX} characters`,
      },
    ),
  });

/** The most entries one page of the history holds. */
export const HISTORY_PAGE_SIZE_MAX = 100;

/** What an idea or the favourites export as. */
export const EXPORT_FORMATS = ['docx', 'md'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const ideaParams = () => z.strictObject({ id: idParam });

const exportQuery = () =>
  z.object({
    format: singleParam(z.enum(EXPORT_FORMATS)),
    language: z.optional(singleParam(z.enum(LANGUAGES))),
    /** `false` leaves out the writer's private parts: notes, cards' notes, hidden fields. */
    private: z.optional(singleParam(z.enum(['true', 'false']))),
  });

/** GET /api/history: a page of the writer's ideas, newest first, searched and filtered. */
export const listHistory = defineRoute({
  method: 'GET',
  path: '/api/history',
  signedIn: true,
  schemas: () => ({
    query: z.object({
      page: z.optional(singleParam(integerParam)),
      pageSize: z.optional(
        singleParam(
          z.pipe(integerParam, z.number().check(z.minimum(1), z.maximum(HISTORY_PAGE_SIZE_MAX))),
        ),
      ),
      q: z._default(singleParam(text(200)), ''),
      genre: repeatedParam(z.array(text(200)).check(z.maxLength(50))),
      language: z.optional(singleParam(z.enum(LANGUAGES))),
      favourite: z.optional(singleParam(z.enum(['true', 'false']))),
    }),
    response: historyPageSchema,
  }),
  errors: ['history.fetchError'],
});

/** GET /api/history/export: every favourite in one file. */
export const exportFavourites = defineRoute({
  method: 'GET',
  path: '/api/history/export',
  signedIn: true,
  schemas: () => ({
    query: z.extend(exportQuery(), { favourite: singleParam(z.literal('true')) }),
  }),
  response: 'file',
  errors: ['auth.tooManyAttempts'],
});

/** GET /api/history/:id/export: one idea as a file, with its line's story bible. */
export const exportIdea = defineRoute({
  method: 'GET',
  path: '/api/history/:id/export',
  signedIn: true,
  schemas: () => ({ params: ideaParams(), query: exportQuery() }),
  response: 'file',
  errors: ['history.notFound', 'auth.tooManyAttempts'],
});

/**
 * PATCH /api/history/:id: star an idea, write its private note, edit its text (the
 * engine's kept) or restore the engine's text; editing and restoring at once is refused.
 */
export const updateIdea = defineRoute({
  method: 'PATCH',
  path: '/api/history/:id',
  signedIn: true,
  schemas: () => ({
    params: ideaParams(),
    body: z
      .strictObject({
        favourite: z.optional(z.boolean()),
        note: z.optional(
          z.pipe(
            boundaryText(z.string()),
            z
              .string()
              .check(
                z.refine((note) => note.length <= HISTORY_NOTE_MAX, { params: NOTE_TOO_LONG }),
              ),
          ),
        ),
        text: z.optional(ideaTextBody()),
        restoreOriginal: z.optional(z.literal(true)),
      })
      .check((payload) => {
        if (payload.value.text !== undefined && payload.value.restoreOriginal !== undefined) {
          payload.issues.push({
            code: 'custom',
            message: 'text: an idea is edited or restored, not both at once',
            input: payload.value,
          });
        }
      }),
    response: z.object({ entry: historyEntrySchema }),
  }),
  errors: [
    'history.notFound',
    'history.noteTooLong',
    'history.titleRequired',
    'history.titleTooLong',
    'history.descriptionRequired',
    'history.descriptionTooLong',
  ],
});

/** DELETE /api/history/:id: the idea is gone; its story bible cards stay in their line. */
export const deleteIdea = defineRoute({
  method: 'DELETE',
  path: '/api/history/:id',
  signedIn: true,
  schemas: () => ({ params: ideaParams() }),
  response: 'empty',
  errors: ['history.deleteFailed', 'history.deletionError'],
});

/** POST /api/history/:id/cards: the idea kept as cards (201 when any card was added). */
export const keepAsCards = defineRoute({
  method: 'POST',
  path: '/api/history/:id/cards',
  signedIn: true,
  schemas: () => ({
    params: ideaParams(),
    response: z.object({ ...lineCardsFields(), added: z.number() }),
  }),
  errors: ['history.notFound', 'bible.tooManyCards'],
});

/** GET /api/history/:id/cards: the cards of the idea's line. */
export const lineCards = defineRoute({
  method: 'GET',
  path: '/api/history/:id/cards',
  signedIn: true,
  schemas: () => ({ params: ideaParams(), response: lineCardsSchema }),
  errors: ['history.notFound'],
});

/** GET /api/history/:id/consistency: the idea checked against its line's cards. */
export const ideaConsistency = defineRoute({
  method: 'GET',
  path: '/api/history/:id/consistency',
  signedIn: true,
  schemas: () => ({ params: ideaParams(), response: consistencyNotesSchema }),
  errors: ['history.notFound'],
});
