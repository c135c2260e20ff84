import { zValidator } from '@hono/zod-validator';
import { LANGUAGES } from '@plume/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requestLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { SessionReader } from '../auth/session-reader';
import { repeatedParam, singleParam } from '../http/query-params';
import { throwBadRequest } from '../http/validation-error';
import { DEFAULT_PAGE_SIZE, type HistoryService, MAX_PAGE_SIZE } from './history-service';

const integer = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be an integer')
  .transform(Number);

const historyQuery = z.object({
  page: singleParam(integer).optional(),
  pageSize: singleParam(integer.pipe(z.number().min(1).max(MAX_PAGE_SIZE))).optional(),
  q: singleParam(z.string().max(200)).default(''),
  genre: repeatedParam(z.array(z.string().max(200)).max(50)),
  language: singleParam(z.enum(LANGUAGES)).optional(),
});

/**
 * GET /api/history and DELETE /api/history/:id (ARCHITECTURE.md, HTTP API): the signed-in
 * writer's own entries only. `language` defaults to the one the app sends in its header.
 */
export function historyRoutes(sessions: SessionReader, history: HistoryService) {
  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .get('/', zValidator('query', historyQuery, throwBadRequest), async (c) => {
      const query = c.req.valid('query');
      const page = await history.list(c.get('user').id, {
        page: query.page ?? 1,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
        q: query.q,
        genres: query.genre,
        language: query.language ?? requestLanguage(c.req.raw),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(page);
    })
    .delete('/:id', async (c) => {
      await history.remove(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
