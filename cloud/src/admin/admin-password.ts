// The operator's password (docs/admin.md, Access): ADMIN_PASSWORD when set; otherwise the one kept
// in DATA_DIR/admin-password, generated at the first start (and again once the file is deleted).
// The start that generates it is the only one that shows it.
import { randomInt } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export const ADMIN_PASSWORD_FILE = "admin-password";
export const GENERATED_PASSWORD_LENGTH = 20;
/** No 0/O, 1/l/I: read off a terminal and typed on a phone without doubt. */
export const PASSWORD_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz";
/** Only its owner may read it. */
const FILE_MODE = 0o600;

export interface AdminPassword {
  value: string;
  /** The file it is kept in; null when it comes from ADMIN_PASSWORD. */
  file: string | null;
  /** True on the start that generated it: the one start that prints it. */
  generated: boolean;
}

export function generateAdminPassword(): string {
  let password = "";
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

async function readKept(file: string): Promise<string | null> {
  try {
    const kept = (await readFile(file, "utf8")).trim();
    // A copy that others can read is made the owner's again.
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, FILE_MODE);
    return kept === "" ? null : kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Writes a new password unless another process starting on the same DATA_DIR just did ("wx"):
 * then that one is read, so both use, and only one prints, the same password.
 */
async function generateInto(file: string, replace: boolean): Promise<AdminPassword> {
  const value = generateAdminPassword();
  try {
    await writeFile(file, `${value}\n`, { mode: FILE_MODE, flag: replace ? "w" : "wx" });
    await chmod(file, FILE_MODE);
    return { value, file, generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const kept = await readKept(file);
    if (kept === null) throw new Error(`${file} is empty: delete it and start again`);
    return { value: kept, file, generated: false };
  }
}

export async function loadAdminPassword(
  configured: string | undefined,
  dataDir: string,
): Promise<AdminPassword> {
  if (configured !== undefined) return { value: configured, file: null, generated: false };
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  const kept = await readKept(file);
  if (kept !== null) return { value: kept, file, generated: false };
  await mkdir(dataDir, { recursive: true });
  return generateInto(file, await exists(file));
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
