import { zValidator } from '@hono/zod-validator';
import { HISTORY_NOTE_MAX } from '@plume/core/history';
import { knownTimeZone, LANGUAGES, type Language, TIME_ZONE_COOKIE } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SessionReader } from '../auth/read-session';
import { requestLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import { ideaBibleRoutes } from '../bible/bible-routes';
import type { BibleService } from '../bible/bible-service';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import { boundaryText } from '../http/boundary-text';
import { repeatedParam, singleParam } from '../http/query-params';
import { throwBadRequest } from '../http/validation-error';
import { EXPORT_FORMATS, type ExportedFile, exportIdeas } from './history-export';
import { DEFAULT_PAGE_SIZE, type HistoryService, MAX_PAGE_SIZE } from './history-service';

const integer = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be an integer')
  .transform(Number);

const historyQuery = z.object({
  page: singleParam(integer).optional(),
  pageSize: singleParam(integer.pipe(z.number().min(1).max(MAX_PAGE_SIZE))).optional(),
  q: singleParam(boundaryText(z.string().max(200))).default(''),
  genre: repeatedParam(z.array(boundaryText(z.string().max(200))).max(50)),
  language: singleParam(z.enum(LANGUAGES)).optional(),
  favourite: singleParam(z.enum(['true', 'false'])).optional(),
});

const exportQuery = z.object({
  format: singleParam(z.enum(EXPORT_FORMATS)),
  language: singleParam(z.enum(LANGUAGES)).optional(),
});

const favouritesExportQuery = exportQuery.extend({ favourite: singleParam(z.literal('true')) });

// The note's length is checked apart, for a refusal of its own.
const entryChange = z.strictObject({
  favourite: z.boolean().optional(),
  note: boundaryText(z.string()).optional(),
});

/**
 * GET, PATCH and DELETE on /api/history (docs/PRODUCT.md, History API), the exports, and
 * each idea's story bible: the signed-in writer's own entries only. `language` defaults to
 * the one the app sends in its header; an export's dates are in the writer's time zone
 * (its cookie), else UTC; an export carries each idea's line's story bible.
 */
export function historyRoutes(
  sessions: SessionReader,
  history: HistoryService,
  genres: Promise<GenreCatalogues>,
  bible: BibleService,
) {
  /** The entries as one file, in the language asked for or the app's; `name` from it. */
  async function download(
    c: Context<SignedInEnv>,
    entries: Parameters<typeof exportIdeas>[0],
    query: z.infer<typeof exportQuery>,
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
      timeZone: knownTimeZone(getCookie(c, TIME_ZONE_COOKIE)),
      ...(name ? { name: name(language) } : {}),
    });
    return c.body(file.body, 200, file.headers);
  }

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
        favourite: query.favourite === 'true',
      });
      c.header('Cache-Control', 'no-store');
      return c.json(page);
    })
    .get('/export', zValidator('query', favouritesExportQuery, throwBadRequest), async (c) => {
      const query = c.req.valid('query');
      const favourites = await history.all(c.get('user').id, { favourite: true });
      return download(c, favourites, query, (language) => MESSAGES[language].document.favourites);
    })
    .get('/:id/export', zValidator('query', exportQuery, throwBadRequest), async (c) => {
      const entry = await history.find(c.get('user').id, c.req.param('id'));
      return download(c, [entry], c.req.valid('query'));
    })
    .patch('/:id', zValidator('json', entryChange, throwBadRequest), async (c) => {
      const change = c.req.valid('json');
      if (change.note !== undefined && change.note.length > HISTORY_NOTE_MAX) {
        throw new AppError('history.noteTooLong', {
          message: `A note holds at most ${HISTORY_NOTE_MAX} characters`,
          status: 400,
        });
      }
      return c.json({ entry: await history.update(c.get('user').id, c.req.param('id'), change) });
    })
    .delete('/:id', async (c) => {
      await history.remove(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .route('/', ideaBibleRoutes(bible));
}
