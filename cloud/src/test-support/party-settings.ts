// A party's settings changed as its host would, for tests whose subject is something else: a
// flood or a burst from one phone queues more songs than one singer may have waiting.
import type { TestServer } from "./test-server.js";

/** Sets the songs-per-singer limit of `code`'s party to none (docs/product.md#the-host). */
export async function liftSongLimit(server: TestServer, code: string): Promise<void> {
  const outcome = await server.services.sessions.service.execute(code, {
    type: "UPDATE_SETTINGS",
    change: { max_waiting_per_singer: 0 },
  });
  if (!outcome.ok) throw new Error(`could not lift the song limit: ${outcome.message}`);
}
