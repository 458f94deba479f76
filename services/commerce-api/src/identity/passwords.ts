import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './secrets';

/**
 * argon2id with OWASP's second recommended set (19 MiB, 2 passes, 1 lane), written out so a
 * change of the library's defaults can never weaken new hashes. `verify` reads the
 * parameters from the stored hash, so raising them later re-hashes at the next sign-in.
 */
const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id (a const enum the compiler cannot inline across modules here).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The argon2id PHC string of a password (as typed: passwords are never trimmed). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// A hash of a random password, checked when an email has no password, so that an unknown
// email costs the same time as a wrong password and timing tells nothing.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. With no stored hash (unknown email, a Google
 * account) it still runs one verification against a throwaway hash and answers false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
