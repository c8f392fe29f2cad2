// The readiness check's own timeout: a database that takes the connection and never answers (a
// hung server, a half-open network path) makes it not ready within the timeout, not never.
import { createServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/postgres.js";
import { checkReadiness } from "./readiness.js";

const silent = createServer();
const held = new Set<Socket>();
let port = 0;

beforeAll(async () => {
  silent.on("connection", (socket) => {
    held.add(socket);
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("checkReadiness", () => {
  it("is not ready within its timeout when the database never answers", async () => {
    const hung = openPostgres(`postgres://encore@127.0.0.1:${port}/encore`);
    try {
      const started = Date.now();
      expect(await checkReadiness(hung.db, 100)).toEqual({
        ready: false,
        reason: "the database did not answer within 100 ms",
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      // The connection it still waits on ends with the server's sockets.
      for (const socket of held) socket.destroy();
      await hung.close();
    }
  });
});
