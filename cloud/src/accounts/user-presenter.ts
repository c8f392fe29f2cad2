// The one place a user row becomes the wire User of CONTRACT §3: no hash, no id, no Google subject.
import type { User } from "@encore/shared";
import type { UserRow } from "../db/schema.js";

export function presentUser(row: UserRow): User {
  return {
    name: row.name,
    email: row.email,
    picture_url: row.picture_url,
    created_at: row.created_at,
  };
}
