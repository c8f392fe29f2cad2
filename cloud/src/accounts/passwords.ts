// Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about
// 30 ms a hash, light enough for a small server when a party signs in at once.
import { randomBytes } from "node:crypto";
import argon2 from "argon2";

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether a password matches a stored hash. With no hash (an unknown address, a Google-only
 * account) a dummy hash is checked anyway, so the answer takes as long and reveals nothing.
 */
export async function passwordMatches(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const hash = storedHash ?? (await dummyHash);
  try {
    return (await argon2.verify(hash, password)) && storedHash !== null;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
