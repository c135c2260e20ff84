import { zValidator } from '@hono/zod-validator';
import { searchGenres } from '@plume/core/genres';
import { LANGUAGES } from '@plume/core/i18n';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { boundaryText } from '../http/boundary-text';
import { singleParam } from '../http/query-params';
import { throwBadRequest } from '../http/validation-error';
import type { GenreCatalogues } from './genre-catalogues';

const languageQuery = z.object({ language: singleParam(z.enum(LANGUAGES)) });
const searchQuery = languageQuery.extend({
  q: singleParam(boundaryText(z.string().max(200))).default(''),
});

/** Browsers may reuse the catalogue for an hour, then revalidate it with its ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=3600, must-revalidate';

/**
 * GET /api/genres and GET /api/genres/search (docs/PRODUCT.md, Genres API). The catalogues
 * load in the background from start-up; a request arriving first waits for them.
 */
export function genreRoutes(catalogues: Promise<GenreCatalogues>) {
  return new Hono<AppEnv>()
    .get('/', zValidator('query', languageQuery, throwBadRequest), async (c) => {
      const { language } = c.req.valid('query');
      const { body, etag } = (await catalogues).forLanguage(language);
      c.header('ETag', etag);
      c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
      c.header('Vary', 'Accept-Encoding');
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/search', zValidator('query', searchQuery, throwBadRequest), async (c) => {
      const { language, q } = c.req.valid('query');
      return c.json(searchGenres((await catalogues).forLanguage(language).index, q));
    });
}

/**
 * Whether If-None-Match names our ETag. Compression weakens the ETag on the way out
 * (W/"..."), so the browser sends it back weak: the comparison is the weak one of RFC 9110.
 */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
