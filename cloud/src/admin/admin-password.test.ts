// The operator's password (docs/admin.md, Access): ADMIN_PASSWORD wins; otherwise one generated
// once, kept in DATA_DIR/admin-password for its owner only, read back on later starts and shown
// only by the start that made it.
import { chmod, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminLine, startBanner } from "../start-banner.js";
import { makeDataDir } from "../test-support/test-server.js";
import {
  ADMIN_PASSWORD_FILE,
  generateAdminPassword,
  GENERATED_PASSWORD_LENGTH,
  loadAdminPassword,
  PASSWORD_ALPHABET,
} from "./admin-password.js";

let dataDir: string;
let file: string;

beforeEach(async () => {
  dataDir = await makeDataDir();
  file = path.join(dataDir, ADMIN_PASSWORD_FILE);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const modeOf = async (name: string) => (await stat(name)).mode & 0o777;

describe("the operator's password", () => {
  it("is ADMIN_PASSWORD when set, and then no file is written", async () => {
    expect(await loadAdminPassword("operator-password-1", dataDir)).toEqual({
      value: "operator-password-1",
      file: null,
      generated: false,
    });
    await expect(stat(file)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("wins over a kept one", async () => {
    await writeFile(file, "kept-password-123\n", { mode: 0o600 });
    expect((await loadAdminPassword("operator-password-1", dataDir)).value).toBe(
      "operator-password-1",
    );
  });

  it("is generated once, kept with mode 0600, and read back on the next start", async () => {
    const first = await loadAdminPassword(undefined, dataDir);
    expect(first).toEqual({ value: expect.any(String), file, generated: true });
    expect(await readFile(file, "utf8")).toBe(`${first.value}\n`);
    expect(await modeOf(file)).toBe(0o600);

    const again = await loadAdminPassword(undefined, dataDir);
    expect(again).toEqual({ value: first.value, file, generated: false });
  });

  it("is generated again once the file is deleted", async () => {
    const first = await loadAdminPassword(undefined, dataDir);
    await rm(file);
    const second = await loadAdminPassword(undefined, dataDir);
    expect(second.generated).toBe(true);
    expect(second.value).not.toBe(first.value);
  });

  it("creates DATA_DIR when it does not exist yet", async () => {
    const nested = path.join(dataDir, "new", "data");
    const made = await loadAdminPassword(undefined, nested);
    expect(made.generated).toBe(true);
    expect(await modeOf(path.join(nested, ADMIN_PASSWORD_FILE))).toBe(0o600);
  });

  it("takes a kept file others could read back to its owner", async () => {
    await writeFile(file, "kept-password-123\n");
    await chmod(file, 0o644);
    expect(await loadAdminPassword(undefined, dataDir)).toEqual({
      value: "kept-password-123",
      file,
      generated: false,
    });
    expect(await modeOf(file)).toBe(0o600);
  });

  it("replaces an empty file", async () => {
    await writeFile(file, "\n", { mode: 0o600 });
    const made = await loadAdminPassword(undefined, dataDir);
    expect(made.generated).toBe(true);
    expect(await readFile(file, "utf8")).toBe(`${made.value}\n`);
  });

  it("has 20 characters of an alphabet without look-alikes, different every time", () => {
    const passwords = new Set(Array.from({ length: 50 }, generateAdminPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      for (const character of password) expect(PASSWORD_ALPHABET).toContain(character);
    }
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });
});

describe("the start banner's Admin line", () => {
  const facts = {
    url: "http://127.0.0.1:8080",
    publicUrl: "http://192.168.1.20:8080",
    database: "/home/tv/encore/data/encore.sqlite",
    outbox: null,
    host: "0.0.0.0",
  };

  it("shows the password the one time it was generated, with where it is kept", () => {
    const banner = startBanner({
      ...facts,
      admin: {
        url: "http://192.168.1.20:8080/admin",
        password: "7KpQ2mWx9RtY4vBn3HcZ",
        file: "/home/tv/encore/data/admin-password",
      },
    });
    expect(banner).toContain(
      "\n  Admin:       http://192.168.1.20:8080/admin  password: 7KpQ2mWx9RtY4vBn3HcZ (shown once; kept in /home/tv/encore/data/admin-password)\n",
    );
  });

  it("shows only the address on later starts and with ADMIN_PASSWORD", () => {
    const admin = { url: "http://192.168.1.20:8080/admin", password: null, file: null };
    expect(startBanner({ ...facts, admin })).toContain(
      "\n  Admin:       http://192.168.1.20:8080/admin\n",
    );
    expect(adminLine(admin)).toBe("Admin: http://192.168.1.20:8080/admin");
  });
});
