import type { ErrorCode } from '@plume/core/contracts';
import {
  CONTEXT_ENTRIES,
  DEFAULT_STYLE,
  isMode,
  isStyle,
  type PromptGenre,
  type Style,
} from '@plume/core/generation';
import type { RecentIdea } from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generationHistory } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';

/*
 * What preparing an idea reads of the writer's history, and the checks developing and
 * redrawing share.
 */

export const badRequest = (code: ErrorCode, message: string) =>
  new AppError(code, { message, status: 400 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the writer's own ideas; another writer's is as unknown as a missing one (404). */
export async function ownIdea(db: Db, userId: string, id: string) {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(generationHistory)
        .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
    : [];
  if (!row) {
    throw new AppError('generation.ideaNotFound', { message: 'Idea not found', status: 404 });
  }
  return row;
}

/** The writer's last ideas, newest first: the context of the prompt rules. */
export async function recentIdeas(db: Db, userId: string): Promise<RecentIdea[]> {
  const rows = await db
    .select()
    .from(generationHistory)
    .where(eq(generationHistory.userId, userId))
    .orderBy(desc(generationHistory.createdAt))
    .limit(CONTEXT_ENTRIES);
  return rows.map((row) => ({
    idea: row.idea,
    genres: row.genres,
    mode: isMode(row.mode) ? row.mode : 'quick',
    style: isStyle(row.style) ? row.style : DEFAULT_STYLE,
    ...(row.leadGender ? { leadGender: row.leadGender } : {}),
    ...(row.plan ? { plan: row.plan } : {}),
  }));
}

export function checkStyle(style: string): Style {
  if (!isStyle(style)) throw badRequest('errors.badRequest', `Unknown style: ${style}`);
  return style;
}

/** Catalogue ids as the prompt names them, in the idea's language. */
export function promptGenres(
  catalogues: GenreCatalogues,
  language: Language,
  ids: readonly string[],
): PromptGenre[] {
  const index = catalogues.forLanguage(language).index;
  return ids.map((id) => {
    const genre = index.byId.get(id);
    return { id, name: genre?.name ?? id, description: genre?.description ?? '' };
  });
}
