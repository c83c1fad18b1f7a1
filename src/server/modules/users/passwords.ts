import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the current OWASP recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash no password matches, checked when an account is missing so both cases take equal time. */
const TIMING_DECOY = hashPassword('decoy password that nobody has 7#Q');

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash?.startsWith('$argon2')) {
    await verify(await TIMING_DECOY, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
