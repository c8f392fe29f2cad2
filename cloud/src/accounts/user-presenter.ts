// The one place a user row becomes the wire User (docs/protocol.md#wire-shapes): no hash, no id, no
// Google subject.
import type { User } from "@encore/shared";
import type { UserRow } from "../db/schema.js";

export function presentUser(row: UserRow): User {
  return {
    name: row.name,
    email: row.email,
    picture_url: row.picture_url,
    language: row.language,
    created_at: row.created_at,
  };
}
