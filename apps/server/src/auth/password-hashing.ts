import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum for it (19 MiB, 2 passes, 1 lane). The whole password is
 * hashed, never truncated, so every character the writer typed counts.
 */
const ARGON2ID = {
  // Algorithm.Argon2id: the enum is a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** False for a wrong password and for a hash this module did not write. */
export async function verifyPassword({
  hash: encoded,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
