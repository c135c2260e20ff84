import { zValidator } from '@hono/zod-validator';
import {
  deleteIdea,
  type ExportFormat,
  exportFavourites,
  exportIdea,
  listHistory,
  updateIdea,
} from '@plume/core/contracts';
import { knownTimeZone, type Language, TIME_ZONE_COOKIE } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionReader } from '../auth/read-session';
import { requestLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { ideaBibleRoutes } from '../bible/bible-routes';
import type { BibleService } from '../bible/bible-service';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import type { Lifecycle } from '../http/lifecycle';
import { throwBadRequest } from '../http/validation-error';
import { ideaOutlineRoutes } from '../outlines/outline-routes';
import type { OutlineService } from '../outlines/outline-service';
import { ideaShareRoutes } from '../shares/share-routes';
import type { ShareService } from '../shares/share-service';
import { type ExportedFile, exportIdeas } from './history-export';
import { DEFAULT_PAGE_SIZE, type HistoryService } from './history-service';

/**
 * GET, PATCH and DELETE on /api/history (docs/PRODUCT.md, History API), the exports, and
 * each idea's story bible: the signed-in writer's own entries only. `language` defaults to
 * the one the app sends in its header; an export's dates are in the writer's time zone
 * (its cookie), else UTC; an export carries each idea's line's story bible, and the
 * writer's notes and the cards' hidden fields unless `private=false`. Each idea's
 * outline and its share link live under it too (outlines/outline-routes.ts,
 * shares/share-routes.ts).
 */
export function historyRoutes(
  sessions: SessionReader,
  history: HistoryService,
  genres: Promise<GenreCatalogues>,
  bible: BibleService,
  outlines: OutlineService,
  shares: ShareService,
  lifecycle: Lifecycle,
  /** Counts an export of the writer's against their limit, refusing past it (429). */
  countExport: (userId: string) => Promise<void>,
) {
  /** The entries as one file, in the language asked for or the app's; `name` from it. */
  async function download(
    c: Context<SignedInEnv>,
    entries: Parameters<typeof exportIdeas>[0],
    query: {
      format: ExportFormat;
      language?: Language | undefined;
      private?: 'true' | 'false' | undefined;
    },
    name?: (language: Language) => string,
  ) {
    const language = query.language ?? requestLanguage(c.req.raw);
    const cards = await bible.cardsOfLines(
      c.get('user').id,
      entries.map((entry) => entry.id),
    );
    const file: ExportedFile = await exportIdeas(entries, await genres, {
      format: query.format,
      language,
      cards,
      withPrivate: query.private !== 'false',
      timeZone: knownTimeZone(getCookie(c, TIME_ZONE_COOKIE)),
      ...(name ? { name: name(language) } : {}),
    });
    return c.body(file.body, 200, file.headers);
  }

  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .get('/', zValidator('query', listHistory.query, throwBadRequest), async (c) => {
      const query = c.req.valid('query');
      const page = await history.list(c.get('user').id, {
        page: query.page ?? 1,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
        q: query.q,
        genres: query.genre,
        language: query.language ?? requestLanguage(c.req.raw),
        favourite: query.favourite === 'true',
      });
      c.header('Cache-Control', 'no-store');
      return c.json(page);
    })
    .get('/export', zValidator('query', exportFavourites.query, throwBadRequest), async (c) => {
      const query = c.req.valid('query');
      await countExport(c.get('user').id);
      const favourites = await history.all(c.get('user').id, { favourite: true });
      return download(c, favourites, query, (language) => MESSAGES[language].document.favourites);
    })
    .get(
      '/:id/export',
      zValidator('param', exportIdea.params, throwBadRequest),
      zValidator('query', exportIdea.query, throwBadRequest),
      async (c) => {
        const entry = await history.find(c.get('user').id, c.req.valid('param').id);
        await countExport(c.get('user').id);
        return download(c, [entry], c.req.valid('query'));
      },
    )
    .patch(
      '/:id',
      zValidator('param', updateIdea.params, throwBadRequest),
      zValidator('json', updateIdea.body, throwBadRequest),
      async (c) => {
        const change = c.req.valid('json');
        const entry = await history.update(c.get('user').id, c.req.valid('param').id, change);
        return c.json({ entry });
      },
    )
    .delete('/:id', zValidator('param', deleteIdea.params, throwBadRequest), async (c) => {
      await history.remove(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .route('/', ideaBibleRoutes(bible))
    .route('/', ideaOutlineRoutes(outlines, lifecycle))
    .route('/', ideaShareRoutes(shares));
}
