import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CARD_FIELDS, type StoryCard } from '@plume/core/bible';
import {
  SHARE_TOKEN,
  SHARED_IDEA_PATH,
  type Share,
  type SharedCard,
  type SharedIdea,
} from '@plume/core/contracts';
import { languageOfIdea } from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { UUID } from '../bible/bible-reads';
import type { BibleService } from '../bible/bible-service';
import type { Db } from '../db/database';
import { generationHistory, ideaShares } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { OutlineService } from '../outlines/outline-service';

type ShareRow = typeof ideaShares.$inferSelect;

/** What a link shows besides the idea, as the writer asks for it. */
export interface ShareOptions {
  bible?: boolean | undefined;
  outline?: boolean | undefined;
}

/** A writer's link as the data export lists it: never its token. */
export interface ExportedShare {
  ideaId: string;
  createdAt: string;
  views: number;
  bible: boolean;
  outline: boolean;
}

const notFound = () =>
  new AppError('history.notFound', { message: 'No such idea in your history', status: 404 });

/** SHA-256 of a token: how the database finds a link without holding it. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Read-only links to ideas (docs/PRODUCT.md, Share links; decision 038). A link's token is
 * HMAC-SHA256 of a random 128-bit salt under the server's secret, 43 characters of
 * base64url: the database keeps the salt and the token's hash, so the server can show its
 * writer the link again, and a copy of the database opens none.
 */
export function createShareService({
  db,
  secret,
  publicUrl,
  genres,
  bible,
  outlines,
}: {
  db: Db;
  secret: string;
  publicUrl: string;
  genres: Promise<GenreCatalogues>;
  bible: BibleService;
  outlines: OutlineService;
}) {
  const tokenOf = (salt: string) =>
    createHmac('sha256', secret).update(`share-link:${salt}`).digest('base64url');
  const urlOf = (token: string) =>
    new URL(SHARED_IDEA_PATH.replace(':token', token), publicUrl).toString();

  const shareOf = (row: ShareRow): Share => ({
    url: urlOf(tokenOf(row.salt)),
    createdAt: row.createdAt.toISOString(),
    views: row.views,
    bible: row.withBible,
    outline: row.withOutline,
  });

  /** One of the writer's ideas; another writer's, or none, is the same 404. */
  async function ownIdea(userId: string, ideaId: string) {
    if (!UUID.test(ideaId)) throw notFound();
    const [idea] = await db
      .select({ id: generationHistory.id })
      .from(generationHistory)
      .where(and(eq(generationHistory.id, ideaId), eq(generationHistory.userId, userId)));
    if (!idea) throw notFound();
  }

  const linkOf = async (ideaId: string) =>
    (await db.select().from(ideaShares).where(eq(ideaShares.ideaId, ideaId)))[0];

  /** The cards of the idea's line as a visitor may see them: no never-card, hidden field or note. */
  async function sharedCards(userId: string, ideaId: string): Promise<SharedCard[]> {
    const { cards } = await bible.lineCards(userId, ideaId);
    return cards
      .filter((card) => card.visibility !== 'never')
      .map((card: StoryCard) => {
        const values = card as unknown as Record<string, string>;
        return {
          type: card.type,
          name: card.name,
          summary: card.hidden.includes('summary') ? '' : card.summary,
          fields: CARD_FIELDS[card.type]
            .filter((field) => !card.hidden.includes(field) && (values[field] ?? '').trim() !== '')
            .map((field) => ({ field, value: values[field] ?? '' })),
        };
      });
  }

  return {
    /** The idea's link, made if there is none; options sent change what it shows. */
    async share(userId: string, ideaId: string, options: ShareOptions): Promise<Share> {
      await ownIdea(userId, ideaId);
      const existing = await linkOf(ideaId);
      // A link made under another secret cannot be shown again: it is replaced.
      if (existing && hashOf(tokenOf(existing.salt)) === existing.tokenHash) {
        const changes = {
          ...(options.bible === undefined ? {} : { withBible: options.bible }),
          ...(options.outline === undefined ? {} : { withOutline: options.outline }),
        };
        if (Object.keys(changes).length === 0) return shareOf(existing);
        const [updated] = await db
          .update(ideaShares)
          .set(changes)
          .where(eq(ideaShares.id, existing.id))
          .returning();
        return shareOf(updated ?? existing);
      }
      if (existing) await db.delete(ideaShares).where(eq(ideaShares.id, existing.id));
      const salt = randomBytes(16).toString('base64url');
      const [made] = await db
        .insert(ideaShares)
        .values({
          userId,
          ideaId,
          salt,
          tokenHash: hashOf(tokenOf(salt)),
          withBible: options.bible ?? false,
          withOutline: options.outline ?? false,
        })
        .onConflictDoNothing({ target: ideaShares.ideaId })
        .returning();
      // Two requests racing: the other one made it, and both answer it.
      const link = made ?? (await linkOf(ideaId));
      if (!link) throw new Error(`share link of ${ideaId} neither made nor found`);
      return shareOf(link);
    },

    /** The idea's link, or null when it is not shared. */
    async read(userId: string, ideaId: string): Promise<Share | null> {
      await ownIdea(userId, ideaId);
      const existing = await linkOf(ideaId);
      return existing ? shareOf(existing) : null;
    },

    /** Turns the link off for good: sharing again makes another. */
    async stop(userId: string, ideaId: string): Promise<void> {
      await ownIdea(userId, ideaId);
      await db.delete(ideaShares).where(eq(ideaShares.ideaId, ideaId));
    },

    /**
     * What a link shows, counting the visit; null for a malformed token or one no link
     * has, so that every link that does not open answers alike.
     */
    async open(token: string, language: Language): Promise<SharedIdea | null> {
      if (!SHARE_TOKEN.test(token)) return null;
      const [link] = await db
        .update(ideaShares)
        .set({ views: sql`${ideaShares.views} + 1` })
        .where(eq(ideaShares.tokenHash, hashOf(token)))
        .returning();
      if (!link) return null;
      const [idea] = await db
        .select()
        .from(generationHistory)
        .where(eq(generationHistory.id, link.ideaId));
      if (!idea) return null;
      const { canonical, forLanguage } = await genres;
      const names = forLanguage(language).index.byId;
      return {
        idea: idea.idea,
        language: idea.language ?? languageOfIdea(idea.idea),
        mode: idea.mode,
        genres: idea.genres.map((label) => {
          const id = canonical(label)?.id;
          return (id && names.get(id)?.name) ?? label;
        }),
        createdAt: idea.createdAt.toISOString(),
        cards: link.withBible ? await sharedCards(link.userId, link.ideaId) : null,
        outline: link.withOutline
          ? await outlines.printed(link.userId, link.ideaId).catch((error: unknown) => {
              if (error instanceof AppError && error.status === 404) return null;
              throw error;
            })
          : null,
      };
    },

    /** The writer's links for the data export, without their tokens. */
    async listed(userId: string): Promise<ExportedShare[]> {
      const rows = await db.select().from(ideaShares).where(eq(ideaShares.userId, userId));
      return rows.map((row) => ({
        ideaId: row.ideaId,
        createdAt: row.createdAt.toISOString(),
        views: row.views,
        bible: row.withBible,
        outline: row.withOutline,
      }));
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
