// Feedback rows. At most MAX_PENDING_FEEDBACK pending per user, held even when submissions arrive
// at once: the user's row is written first, which serialises them, then count and insert follow
// in the same transaction.
import { MAX_PENDING_FEEDBACK, type FeedbackStatus } from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database, FeedbackRow } from "../db/schema.js";

type Db = Kysely<Database>;

export async function createFeedback(
  db: Db,
  userId: number,
  input: { subject: string; content: string },
  now: Date,
): Promise<FeedbackRow | "limit"> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ updated_at: at }).where("id", "=", userId).execute();
    const { n } = await trx
      .selectFrom("feedback")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_PENDING_FEEDBACK) return "limit" as const;
    return trx
      .insertInto("feedback")
      .values({
        user_id: userId,
        subject: input.subject,
        content: input.content,
        status: "pending",
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A user's feedback, newest first. */
export function listUserFeedback(db: Db, userId: number): Promise<FeedbackRow[]> {
  return db
    .selectFrom("feedback")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export interface ReviewRow extends FeedbackRow {
  email: string;
  name: string;
}

function reviewRows(db: Db) {
  return db
    .selectFrom("feedback as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .selectAll("f")
    .select(["u.email", "u.name"]);
}

/** Everyone's feedback for the reviewer, newest first, optionally of one status. */
export function listAllFeedback(db: Db, status?: FeedbackStatus): Promise<ReviewRow[]> {
  let query = reviewRows(db);
  if (status) query = query.where("f.status", "=", status);
  return query.orderBy("f.created_at", "desc").orderBy("f.id", "desc").execute();
}

/** One feedback with its author, for the reviewer. */
export function findReviewRow(db: Db, id: number): Promise<ReviewRow | undefined> {
  return reviewRows(db).where("f.id", "=", id).executeTakeFirst();
}

/** Sets a status; false when there is no feedback with that id. */
export async function setFeedbackStatus(
  db: Db,
  id: number,
  status: FeedbackStatus,
  now: Date,
): Promise<boolean> {
  const [result] = await db
    .updateTable("feedback")
    .set({ status, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
  return Number(result?.numUpdatedRows ?? 0) === 1;
}
