import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read at runtime. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library defaults (19 MiB, 2 passes): OWASP's minimum, about 20 ms here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/**
 * A real hash of nothing in particular, verified when the id is unknown, so that a wrong id takes as long
 * as a wrong password and the answer time does not reveal which ids exist.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-of-anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
