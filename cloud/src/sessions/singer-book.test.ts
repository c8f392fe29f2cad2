import { describe, expect, it } from "vitest";
import { chooseSinger, MAX_PEOPLE, type PersonKeys } from "./singer-book.js";

const guest = (device: string): PersonKeys => ({ device: `d:${device}`, account: null });
const signedIn = (device: string, account: string): PersonKeys => ({
  device: `d:${device}`,
  account: `a:${account}`,
});

describe("a party's singer book", () => {
  it("gives a new device its first singer, and writes nothing when it comes back", () => {
    const first = chooseSinger({}, guest("D1"));
    expect(first).toMatchObject({ singer: "D1", issued: true, moved: null });
    const again = chooseSinger(first.book, guest("D1"));
    expect(again).toEqual({ singer: "D1", book: first.book, issued: false, moved: null });
  });

  it("lets an account signing in adopt its device's singer, which the device keeps signed out", () => {
    const { book } = chooseSinger({}, guest("D1"));
    const adopted = chooseSinger(book, signedIn("D1", "A"));
    expect(adopted).toMatchObject({ singer: "D1", issued: false, moved: null });
    expect(chooseSinger(adopted.book, guest("D1")).singer).toBe("D1");
    // The account's second device is the same singer, nothing issued.
    expect(chooseSinger(adopted.book, signedIn("D2", "A"))).toMatchObject({
      singer: "D1",
      issued: false,
    });
  });

  it("moves a guest device's songs to its account's singer when the account sings already", () => {
    let { book } = chooseSinger({}, signedIn("D1", "A"));
    book = chooseSinger(book, guest("D2")).book;
    const joined = chooseSinger(book, signedIn("D2", "A"));
    expect(joined).toMatchObject({ singer: "A", moved: { from: "D2", to: "A" } });
  });

  it("gives another account on a device a singer of its own, taking nobody's songs", () => {
    let { book } = chooseSinger({}, signedIn("D1", "A"));
    book = chooseSinger(book, guest("D1")).book;
    const other = chooseSinger(book, signedIn("D1", "B"));
    expect(other).toMatchObject({ singer: "B", issued: true, moved: null });
  });

  it("forgets the oldest people past its size", () => {
    let book = {};
    for (let i = 0; i <= MAX_PEOPLE; i += 1) book = chooseSinger(book, guest(`D${i}`)).book;
    expect(Object.keys(book)).toHaveLength(MAX_PEOPLE);
    expect(book).not.toHaveProperty("d:D0");
  });
});
