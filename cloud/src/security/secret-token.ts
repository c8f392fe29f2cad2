// Random tokens for login sessions, e-mailed links and sign-ins in progress, in the
// selector/verifier form `id.verifier`: the id finds the row, and only a hash of the verifier is
// stored, compared in constant time. A stolen database holds no usable token, and response times
// say nothing about how much of a guessed token was right.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export interface IssuedToken {
  /** The row's id (the public half). */
  id: string;
  /** SHA-256 of the secret half, hex; tokens are random, so no slow hash is needed. */
  verifierHash: string;
  /** What the holder gets: `id.verifier`. */
  token: string;
}

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function sha256(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

export function issueSecretToken(): IssuedToken {
  const id = randomBytes(16).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  return { id, verifierHash: sha256(verifier).toString("hex"), token: `${id}.${verifier}` };
}

/** The two halves of a well-formed token, or null for anything else. */
export function splitSecretToken(token: string): { id: string; verifier: string } | null {
  const match = TOKEN_SHAPE.exec(token);
  return match ? { id: match[1] as string, verifier: match[2] as string } : null;
}

/** Whether a verifier matches the stored hash, in time independent of where they differ. */
export function verifierMatches(verifier: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, "hex");
  const given = sha256(verifier);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** Constant-time equality of two strings (e.g. the OAuth state a browser sends back). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}
