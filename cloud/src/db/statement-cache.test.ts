import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.js";

let connection: SQLite.Database;
afterEach(() => connection?.close());

function open() {
  connection = new SQLite(":memory:");
  connection.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
  return withStatementCache(connection, 2);
}

describe("the prepared-statement cache", () => {
  it("prepares a query once and reuses it", () => {
    const db = open();
    const first = db.prepare("SELECT n FROM t ORDER BY n");
    expect(db.prepare("SELECT n FROM t ORDER BY n")).toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it("forgets the least recently used beyond its size", () => {
    const db = open();
    const a = db.prepare("SELECT 1");
    const b = db.prepare("SELECT 2");
    expect(db.prepare("SELECT 1")).toBe(a); // now b is the least recent
    db.prepare("SELECT 3");
    expect(db.prepare("SELECT 1")).toBe(a);
    expect(db.prepare("SELECT 2")).not.toBe(b);
  });

  it("gives a fresh statement while the cached one is still being iterated", () => {
    const db = open();
    const sql = "SELECT n FROM t ORDER BY n";
    const rows = db.prepare(sql).iterate([]);
    rows.next();
    const other = db.prepare(sql);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });
});
