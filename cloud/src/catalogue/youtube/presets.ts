// Presets: lists of channels to import in one command (`--preset karaoke`), kept as JSON files a
// user can edit in cloud/catalogue/presets/. Checked by zod when read.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { ChannelSpec } from "./channel-songbook.js";

// The same relative path from src/catalogue/youtube and from dist/catalogue/youtube.
export const PRESETS_DIR = fileURLToPath(new URL("../../../catalogue/presets/", import.meta.url));

export const presetSchema = z.object({
  description: z.string().optional(),
  channels: z
    .array(
      z.object({
        handle: z
          .string()
          .regex(/^(@[\w.-]{3,100}|UC[\w-]{22})$/, "handle must be @name or a UC… channel id"),
        songbook: z.string().trim().min(1).max(100),
        prefix: z
          .string()
          .regex(/^[A-Za-z]{1,6}$/, "prefix must be 1 to 6 letters")
          .transform((prefix) => prefix.toUpperCase()),
        order: z.enum(["artist-title", "title-artist"]).optional(),
      }),
    )
    .min(1, "a preset lists at least one channel"),
});

/** A preset's name ('karaoke': PRESETS_DIR/karaoke.json) or a path to a file of that shape. */
export function presetFile(nameOrPath: string): string {
  return /[/\\]|\.json$/i.test(nameOrPath)
    ? path.resolve(nameOrPath)
    : path.join(PRESETS_DIR, `${nameOrPath}.json`);
}

export async function readPreset(nameOrPath: string): Promise<ChannelSpec[]> {
  const file = presetFile(nameOrPath);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`preset ${nameOrPath}: no file ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`preset ${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = presetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`preset ${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data.channels.map(({ handle, songbook, prefix, order }) => ({
    channel: handle,
    songbook,
    prefix,
    order,
  }));
}
