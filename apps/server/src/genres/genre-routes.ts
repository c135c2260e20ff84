import { zValidator } from '@hono/zod-validator';
import { readCatalogue, searchCatalogue } from '@plume/core/contracts';
import { searchGenres } from '@plume/core/genres';
import { Hono } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from '../http/app-env';
import { throwBadRequest } from '../http/validation-error';
import type { GenreCatalogues } from './genre-catalogues';

/** Browsers may reuse the catalogue for an hour, then revalidate it with its ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=3600, must-revalidate';

/**
 * Answers 304 when If-None-Match names the catalogue's ETag, weak (W/"...", as compression
 * sends it out and the browser sends it back) or strong. The handler names the ETag computed
 * at start-up, so the middleware only compares it: left to itself it would SHA-1 the 165 KB
 * body on every request, about a millisecond each. X-Request-Id stays on the 304 as on
 * every answer.
 */
const revalidateCatalogue = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'x-request-id'] });

/**
 * GET /api/genres and GET /api/genres/search (docs/PRODUCT.md, Genres API). The catalogues
 * load in the background from start-up; a request arriving first waits for them.
 */
export function genreRoutes(catalogues: Promise<GenreCatalogues>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      revalidateCatalogue,
      zValidator('query', readCatalogue.query, throwBadRequest),
      async (c) => {
        const { language } = c.req.valid('query');
        const catalogue = (await catalogues).forLanguage(language);
        return c.body(catalogue.body, 200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': CATALOGUE_CACHE_CONTROL,
          vary: 'Accept-Encoding',
          etag: catalogue.etag,
        });
      },
    )
    .get('/search', zValidator('query', searchCatalogue.query, throwBadRequest), async (c) => {
      const { language, q } = c.req.valid('query');
      return c.json(searchGenres((await catalogues).forLanguage(language).index, q));
    });
}
