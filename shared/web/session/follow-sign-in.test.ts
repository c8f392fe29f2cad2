import type { User } from "@encore/shared";
import { afterEach, describe, expect, it } from "vitest";
import { authAtom } from "../auth/auth-atoms";
import { store } from "../store/store";
import { accountKey, identityChanged, reconnectOnSignInChange } from "./follow-sign-in";

const ana: User = {
  name: "Ana",
  email: "ana@example.com",
  picture_url: null,
  created_at: "2025-01-01T00:00:00.000Z",
  language: null,
};

describe("a new handshake when the signed-in account changes", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    store.set(authAtom, { status: "loading" });
  });

  function follow(): { resyncs: () => number } {
    let count = 0;
    stop = reconnectOnSignInChange({ resync: () => void (count += 1) });
    return { resyncs: () => count };
  }

  it("reconnects on sign-in and on sign-out", () => {
    store.set(authAtom, { status: "out" });
    const connection = follow();
    store.set(authAtom, { status: "in", user: ana });
    expect(connection.resyncs()).toBe(1);
    store.set(authAtom, { status: "out" });
    expect(connection.resyncs()).toBe(2);
  });

  it("does not reconnect when the first check settles: the handshake had the cookie already", () => {
    const connection = follow();
    store.set(authAtom, { status: "in", user: ana });
    expect(connection.resyncs()).toBe(0);
  });

  it("reconnects for another account, a new name or picture, not for the same one again", () => {
    store.set(authAtom, { status: "in", user: ana });
    const connection = follow();
    store.set(authAtom, { status: "in", user: { ...ana } });
    expect(connection.resyncs()).toBe(0);
    store.set(authAtom, { status: "in", user: { ...ana, name: "Ana María" } });
    store.set(authAtom, {
      status: "in",
      user: { ...ana, name: "Ana María", picture_url: "https://lh3.googleusercontent.com/a/x" },
    });
    store.set(authAtom, { status: "in", user: { ...ana, email: "bo@example.com" } });
    expect(connection.resyncs()).toBe(3);
  });

  it("stops when unsubscribed", () => {
    store.set(authAtom, { status: "out" });
    const connection = follow();
    stop?.();
    store.set(authAtom, { status: "in", user: ana });
    expect(connection.resyncs()).toBe(0);
  });

  it("tells the states apart", () => {
    expect(accountKey({ status: "loading" })).toBeNull();
    expect(accountKey({ status: "out" })).toBe("guest");
    expect(identityChanged(null, "guest")).toBe(false);
    expect(identityChanged("guest", null)).toBe(false);
    expect(identityChanged("guest", accountKey({ status: "in", user: ana }))).toBe(true);
  });
});
