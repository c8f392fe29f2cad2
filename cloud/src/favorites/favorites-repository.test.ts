// The limit of 20 at the repository, with queries slowed as on a networked database so that
// simultaneous adds interleave: without the transaction around count and insert, 25 adds at once
// would all see room and land.
import { MAX_FAVORITES } from "@encore/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { SlowQueries } from "../test-support/slow-queries.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { addFavorite, favoriteSongIds } from "./favorites-repository.js";

let database: TestDatabase;
let songIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogue(database.db, [
    {
      name: "Many",
      prefix: "MA",
      songs: Array.from({ length: 25 }, (_, i) => ({ title: `Song ${i}`, artist: "A" })),
    },
  ]);
  songIds = (await database.db.selectFrom("songs").select("id").execute()).map((r) => r.id);
});

const slow = () => database.db.withPlugin(new SlowQueries());

afterAll(async () => {
  await database.remove();
});

it("keeps at most 20 when 25 adds run at once", async () => {
  const user = await createUser(database.db);
  const results = await Promise.all(
    songIds.map((id) => addFavorite(slow(), user.id, id, new Date())),
  );
  expect(results.filter((r) => r === "added")).toHaveLength(MAX_FAVORITES);
  expect(results.filter((r) => r === "limit")).toHaveLength(25 - MAX_FAVORITES);
  expect(await favoriteSongIds(database.db, user.id)).toHaveLength(MAX_FAVORITES);
});

it("counts the same song added at once as one", async () => {
  const user = await createUser(database.db);
  const song = songIds[0] as number;
  const results = await Promise.all(
    Array.from({ length: 5 }, () => addFavorite(slow(), user.id, song, new Date())),
  );
  expect(results.filter((r) => r === "added")).toHaveLength(1);
  expect(results.filter((r) => r === "already")).toHaveLength(4);
});
