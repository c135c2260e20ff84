import { accountActionLimits, accountOf, exportFileLimits } from '@plume/core/passwords';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/password-hashing';
import type { Db } from '../db/database';
import { accounts, attemptLimits, mailOutbox, users, verifications } from '../db/schema';
import { AppError } from '../http/app-error';

const wrongPassword = () =>
  new AppError('account.passwordIncorrect', { message: 'Password is incorrect', status: 403 });

/**
 * Removes a writer (GDPR article 17) once their password is confirmed: the user row, and
 * through its cascades their sessions, sign-in accounts, credits, holds and ideas; then
 * their pending reset tokens, the mails waiting for them and every counter that names them
 * (by their id or their e-mail). Payments stay
 * for accounting, their link to the person cleared by the foreign key (migration 0008).
 * Returns the address the account had, for the confirmation mail.
 */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<string> {
  const [credential] = await db
    .select({ hash: accounts.password, email: users.email })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    throw wrongPassword();
  }
  const { email } = credential;
  await db.transaction(async (tx) => {
    // better-auth keeps a reset token's user id as its value (as in auth/create-auth.ts).
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx
      .delete(attemptLimits)
      .where(
        inArray(attemptLimits.key, [
          ...(['change-password', 'export', 'delete-account'] as const).flatMap((action) =>
            accountActionLimits(action, userId).map((limit) => limit.key),
          ),
          ...exportFileLimits(userId).map((limit) => limit.key),
        ]),
      );
    // The sign-in, sign-up and reset counters name the account at the end of their keys.
    const suffix = `:${accountOf(email)}`;
    await tx
      .delete(attemptLimits)
      .where(sql`right(${attemptLimits.key}, char_length(${suffix})) = ${suffix}`);
    await tx.delete(users).where(eq(users.id, userId));
  });
  return email;
}
