import type { CommandAck } from "@encore/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { speak } from "../i18n/test-language";
import { store } from "../store/store";
import { sessionErrorAtom } from "./session-atoms";
import { createSessionCommand } from "./session-command";
import type { SessionConnection } from "./session-connection";

function connectionAnswering(answer: () => Promise<CommandAck>): SessionConnection {
  return {
    join: () => Promise.resolve(),
    send: () => answer(),
    leave: () => undefined,
    onJoined: () => () => undefined,
    resync: () => undefined,
  };
}

const UNSENT = "The party could not be reached.";

describe("a command to the session", () => {
  beforeAll(() => speak("en"));
  afterEach(() => {
    store.set(sessionErrorAtom, null);
    vi.restoreAllMocks();
  });

  it("answers the cloud's acknowledgement and says nothing when it is accepted", async () => {
    const connection = connectionAnswering(() => Promise.resolve({ ok: true }));
    const command = createSessionCommand({ connection: () => connection });
    expect(await command("SKIP_SONG", {})).toEqual({ ok: true });
    expect(store.get(sessionErrorAtom)).toBeNull();
  });

  it("says a refusal in the cloud's words", async () => {
    const refusal: CommandAck = { ok: false, message: "Queue is full" };
    const connection = connectionAnswering(() => Promise.resolve(refusal));
    const command = createSessionCommand({ connection: () => connection, unsentText: UNSENT });
    expect(await command("SKIP_SONG", {})).toEqual(refusal);
    expect(store.get(sessionErrorAtom)?.message).toBe("Queue is full");
  });

  it("says a refusal by its code, with the numbers the cloud sent", async () => {
    const refusal: CommandAck = {
      ok: false,
      message: "The queue is full (50 songs)",
      code: "queue_full",
      params: { max: 50 },
    };
    const connection = connectionAnswering(() => Promise.resolve(refusal));
    const command = createSessionCommand({ connection: () => connection });
    await command("SKIP_SONG", {});
    expect(store.get(sessionErrorAtom)?.message).toBe("The queue is full (50 songs)");
  });

  it("says an unsent command in the app's words when it has them", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const connection = connectionAnswering(() => Promise.reject(new Error("timeout")));
    const command = createSessionCommand({ connection: () => connection, unsentText: UNSENT });
    expect(await command("SKIP_SONG", {})).toEqual({ ok: false, message: UNSENT });
    expect(store.get(sessionErrorAtom)?.message).toBe(UNSENT);
  });

  it("only logs an unsent command when the app has no words for it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const connection = connectionAnswering(() => Promise.reject(new Error("timeout")));
    const command = createSessionCommand({ connection: () => connection });
    expect((await command("SKIP_SONG", {})).ok).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(store.get(sessionErrorAtom)).toBeNull();
  });

  it("does not send without a connection", async () => {
    const command = createSessionCommand({ connection: () => null, unsentText: UNSENT });
    expect(await command("SKIP_SONG", {})).toEqual({ ok: false, message: UNSENT });
    expect(store.get(sessionErrorAtom)?.message).toBe(UNSENT);
  });
});
