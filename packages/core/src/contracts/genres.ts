import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { defineRoute } from './define-route';
import { singleParam, text } from './fields';

const languageQuery = () => z.object({ language: singleParam(z.enum(LANGUAGES)) });

/**
 * GET /api/genres: one language's catalogue and keywords, cached by the browser and
 * revalidated with its ETag. Its shape is core's Catalogue; it is not parsed again.
 */
export const readCatalogue = defineRoute({
  method: 'GET',
  path: '/api/genres',
  signedIn: false,
  schemas: () => ({ query: languageQuery() }),
  response: 'file',
  errors: [],
});

/** GET /api/genres/search: genres and keyword suggestions matching a text. */
export const searchCatalogue = defineRoute({
  method: 'GET',
  path: '/api/genres/search',
  signedIn: false,
  schemas: () => ({
    query: z.extend(languageQuery(), { q: z._default(singleParam(text(200)), '') }),
    response: z.object({
      results: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          description: z.string(),
          category: z.string(),
          subcategory: z.string(),
          score: z.number(),
        }),
      ),
      suggestions: z.array(z.object({ id: z.string(), name: z.string(), keyword: z.string() })),
      hint: z.optional(z.literal('minChars')),
    }),
  }),
  errors: [],
});
