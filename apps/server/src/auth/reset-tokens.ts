/** The part of better-auth's context this needs (its full type depends on our options). */
interface VerificationLookup {
  internalAdapter: {
    findVerificationValue(identifier: string): Promise<{ expiresAt: Date } | null | undefined>;
  };
}

/**
 * better-auth issues reset tokens of letters and digits. Anything else is no token of ours,
 * and must not reach the lookup: PostgreSQL refuses a NUL in a text parameter.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

/** better-auth's identifier for a reset token, before it is hashed for storage. */
const resetIdentifier = (token: string) => `reset-password:${token}`;

/**
 * Whether a reset link still works at `now`, without consuming it: the reset screen asks
 * before showing its form. Tokens are stored hashed; better-auth's adapter hashes the
 * identifier the same way to find it.
 */
export async function isResetTokenValid(
  context: VerificationLookup,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const verification = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
  return verification != null && verification.expiresAt > now;
}
