import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { credits, payments, users } from '../db/schema';
import { UNLIMITED_CREDITS } from './credit-holds';

/** What `admin credits <email> <change>` asks for: 12 (set), +5 (add) or unlimited. */
export type CreditChange =
  | { kind: 'set'; amount: number }
  | { kind: 'add'; amount: number }
  | { kind: 'unlimited' };

const MAX_CREDITS = 1_000_000_000;

export function parseCreditChange(argument: string): CreditChange | null {
  if (argument === 'unlimited') return { kind: 'unlimited' };
  const match = /^(\+?)(\d{1,10})$/.exec(argument);
  if (!match) return null;
  const amount = Number(match[2]);
  if (amount > MAX_CREDITS) return null;
  return match[1] ? { kind: 'add', amount } : { kind: 'set', amount };
}

export class AdminError extends Error {
  override name = 'AdminError';
}

async function findUser(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AdminError(`No account with the e-mail ${email}`);
  return user;
}

/**
 * Sets, adds to or makes unlimited an account's balance, in one transaction with the row
 * locked, so a generation or a purchase landing at the same moment is not lost. Adding to
 * an unlimited balance is refused: the operator must say which balance they mean.
 */
export async function changeCredits(
  db: Db,
  email: string,
  change: CreditChange,
  now: Date,
): Promise<{ before: number; after: number }> {
  const user = await findUser(db, email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ amount: credits.amount })
      .from(credits)
      .where(eq(credits.userId, user.id))
      .for('update');
    const before = row?.amount ?? 0;
    if (change.kind === 'add' && before === UNLIMITED_CREDITS) {
      throw new AdminError(
        `${user.email} has unlimited credits: give a number without + to set a balance`,
      );
    }
    const after =
      change.kind === 'unlimited'
        ? UNLIMITED_CREDITS
        : change.kind === 'add'
          ? before + change.amount
          : change.amount;
    await tx
      .insert(credits)
      .values({ id: randomUUID(), userId: user.id, amount: after, updatedAt: now })
      .onConflictDoUpdate({ target: credits.userId, set: { amount: after, updatedAt: now } });
    return { before, after };
  });
}

export interface AccountSummary {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  credits: number;
  payments: {
    createdAt: Date;
    packageId: string;
    amountCents: number;
    provider: string;
    status: string;
  }[];
  paidTotal: { count: number; credits: number };
}

/** What `admin show <email>` prints: the account, its balance and its latest payments. */
export async function summarizeAccount(db: Db, email: string): Promise<AccountSummary> {
  const user = await findUser(db, email);
  const [balance] = await db
    .select({ amount: credits.amount })
    .from(credits)
    .where(eq(credits.userId, user.id));
  const latest = await db
    .select({
      createdAt: payments.createdAt,
      packageId: payments.packageId,
      amountCents: payments.amountCents,
      provider: payments.provider,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt))
    .limit(10);
  const [paid] = await db
    .select({
      count: sql<number>`count(*)::int`,
      credits: sql<number>`coalesce(sum(${payments.credits}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.status, 'paid')));
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    credits: balance?.amount ?? 0,
    payments: latest,
    paidTotal: paid ?? { count: 0, credits: 0 },
  };
}
