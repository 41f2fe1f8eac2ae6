import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum; 2 is Argon2id.
const ARGON2ID = 2;

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so that response times do not
 * tell an attacker which emails exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0123456789');
  await verifyPassword(await dummyHash, password);
  return false;
}
