// The keys a party knows a person by (docs/protocol.md#singers): an HMAC of the device and, when
// signed in, of the account, keyed by a secret of the party that no device holds (the screen
// token's hash; a session from before screen tokens has only its join token). So no key or
// singer is ever the device_id, two parties give the same person two unrelated ones, and a guest
// who knows a device_id or an account's number cannot tell whose songs are whose. Which singer
// each key is, the session keeps (singer-book.ts); a person's first singer is their key's HMAC.
import { createHmac } from "node:crypto";
import type { StoredTokens } from "./join-tokens.js";
import type { PersonKeys } from "./singer-book.js";

export interface Person {
  accountId: string | null;
  deviceId: string;
}

/** The party's key for its singers: its most secret token, else its code. */
export function singerKey(code: string, tokens: StoredTokens | null | undefined): string {
  return tokens?.screenTokenHash ?? tokens?.joinToken ?? `code:${code}`;
}

/** 96 bits as 16 characters of base64url: no two people of a party share one by chance. */
export function singerOf(key: string, person: Person): string {
  const who =
    person.accountId !== null ? `account:${person.accountId}` : `device:${person.deviceId}`;
  return createHmac("sha256", key).update(who, "utf8").digest("base64url").slice(0, 16);
}

/**
 * The keys the party knows a person by (singer-book.ts): their device's HMAC and, when signed
 * in, their account's; each is also the singer it is first given.
 */
export function personKeys(key: string, person: Person): PersonKeys {
  return {
    device: `d:${singerOf(key, { accountId: null, deviceId: person.deviceId })}`,
    account: person.accountId === null ? null : `a:${singerOf(key, person)}`,
  };
}
