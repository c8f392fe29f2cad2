// DELETE /auth/account: the user row goes, and with it (ON DELETE CASCADE) their login sessions,
// reset links, favorites and feedback; sign-ups still waiting on the address go too.
import type { UserRow } from "../db/schema.js";
import { deleteSignupRequests } from "./signup-requests.js";
import type { Db } from "./user-repository.js";

export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    await deleteSignupRequests(trx, user.email);
  });
}
