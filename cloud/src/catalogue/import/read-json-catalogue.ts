// Reads the JSON import format, {"songbooks":[{name, prefix, thumbnail_url, songs:[…]}]}, keeping
// the line of every songbook and song so problems can name it.
import {
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from "jsonc-parser";
import { checkSong, checkSongbook, type ImportItem } from "./import-record.js";

export class ImportFileError extends Error {}

/** Maps a character offset to a 1-based line number. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

function property(node: Node, name: string): Node | undefined {
  if (node.type !== "object") return undefined;
  for (const child of node.children ?? []) {
    const [key, value] = child.children ?? [];
    if (key?.value === name) return value;
  }
  return undefined;
}

export function* readJsonCatalogue(text: string): Generator<ImportItem> {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lineOf = lineFinder(text);
  const firstError = errors[0];
  if (firstError || !root) {
    const where = firstError ? `line ${lineOf(firstError.offset)}: ` : "";
    const what = firstError ? printParseErrorCode(firstError.error) : "empty file";
    throw new ImportFileError(`${where}invalid JSON (${what})`);
  }
  const songbooks = property(root, "songbooks");
  if (!songbooks || songbooks.type !== "array") {
    throw new ImportFileError('line 1: expected an object with a "songbooks" array');
  }
  for (const songbookNode of songbooks.children ?? []) {
    const line = lineOf(songbookNode.offset);
    const value: unknown = getNodeValue(songbookNode);
    const checked = checkSongbook(line, value);
    if (!checked.ok) {
      yield { kind: "problem", problem: checked.problem };
      continue;
    }
    yield { kind: "songbook", line, songbook: checked.songbook };
    const songs = property(songbookNode, "songs");
    if (songs && songs.type !== "array") {
      yield {
        kind: "problem",
        problem: { line: lineOf(songs.offset), message: "songs must be an array" },
      };
      continue;
    }
    for (const songNode of songs?.children ?? []) {
      const songLine = lineOf(songNode.offset);
      const song = checkSong(songLine, getNodeValue(songNode));
      if (song.ok)
        yield { kind: "song", line: songLine, songbook: checked.songbook, song: song.song };
      else yield { kind: "problem", problem: song.problem };
    }
  }
}
