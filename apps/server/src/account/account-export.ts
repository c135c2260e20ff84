import type { HistoryEntry } from '@plume/core/contracts';
import type { Outline } from '@plume/core/outline';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { balanceOf } from '../auth/me-routes';
import type { ExportedCard } from '../bible/bible-reads';
import type { BibleService } from '../bible/bible-service';
import type { Db } from '../db/database';
import { generationHistory, outlines, payments, users } from '../db/schema';
import type { HistoryService } from '../history/history-service';
import { toOutline } from '../outlines/outline-store';
import type { ExportedShare, ShareService } from '../shares/share-service';

/** GET /api/account/export: everything Plume keeps about one writer (GDPR article 20). */
export interface AccountExport {
  exportedAt: string;
  profile: { id: string; email: string; emailVerified: boolean; createdAt: string };
  credits: { amount: number; unlimited: boolean };
  ideas: HistoryEntry[];
  /** The engine's own text of each idea the writer edited, kept for "restore the original". */
  originalTexts: { ideaId: string; original: string }[];
  /** The cards of the writer's story bibles, each with the first idea of its line. */
  storyCards: ExportedCard[];
  /** The outlines of the writer's ideas, each naming its idea. */
  outlines: Outline[];
  /** The writer's share links, each naming its idea; never a token. */
  shareLinks: ExportedShare[];
  payments: {
    id: string;
    packageId: string;
    credits: number;
    amountCents: number;
    currency: string;
    language: string;
    provider: string;
    status: string;
    createdAt: string;
    paidAt: string | null;
  }[];
}

export async function exportAccount(
  {
    db,
    history,
    bible,
    shares,
  }: { db: Db; history: HistoryService; bible: BibleService; shares: ShareService },
  userId: string,
  now: Date,
): Promise<AccountExport> {
  const [[user], amount, ideas, originalRows, storyCards, outlineRows, shareLinks, paymentRows] =
    await Promise.all([
      db.select().from(users).where(eq(users.id, userId)),
      balanceOf(db, userId),
      history.all(userId),
      db
        .select({ ideaId: generationHistory.id, original: generationHistory.originalIdea })
        .from(generationHistory)
        .where(and(eq(generationHistory.userId, userId), isNotNull(generationHistory.originalIdea)))
        .orderBy(generationHistory.createdAt),
      bible.all(userId),
      db.select().from(outlines).where(eq(outlines.userId, userId)).orderBy(outlines.createdAt),
      shares.listed(userId),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt)),
    ]);
  if (!user) throw new Error(`no user ${userId} behind a live session`);
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    credits: { amount, unlimited: amount === -1 },
    ideas,
    originalTexts: originalRows.flatMap(({ ideaId, original }) =>
      original === null ? [] : [{ ideaId, original }],
    ),
    storyCards,
    outlines: outlineRows.map(toOutline),
    shareLinks,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      packageId: payment.packageId,
      credits: payment.credits,
      amountCents: payment.amountCents,
      currency: payment.currency,
      language: payment.language,
      provider: payment.provider,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
  };
}
