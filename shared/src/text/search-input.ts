// The search input rules (docs/product.md#search-input), used by both clients before sending and by
// the cloud on receipt: the cloud never trusts that a client applied them.
import { MAX_SEARCH_LENGTH } from "../constants.js";
import { problem, type RuleProblem } from "../protocol/error-codes.js";
import { removeControlCharacters } from "./control-characters.js";

const SCRIPT_BLOCK = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi;
const MARKUP_TAG = /<[^>]*>/g;
const ANGLE_BRACKETS = /[<>]/g;
const DANGEROUS_SCHEMES = /\b(?:javascript|vbscript|data)\s*:/gi;
const WHITESPACE_RUN = /\s+/g;

// Each pattern starts at a word boundary, like DANGEROUS_SCHEMES: the spec forbids the scheme
// `data:` and the call `eval(`, not `metadata: x` or `Medieval (Live)`.
const FORBIDDEN_IN_QUERY: readonly RegExp[] = [
  /<\s*script/i,
  /\bjavascript\s*:/i,
  /\bvbscript\s*:/i,
  /\bdata\s*:/i,
  /\bonload\s*=/i,
  /\bonclick\s*=/i,
  /\bonerror\s*=/i,
  /\beval\s*\(/i,
  /\bdocument\s*\./i,
  /\bwindow\s*\./i,
];

/** Cuts to at most `max` characters without splitting a surrogate pair. */
function truncateCodePoints(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join("");
}

/**
 * Removes markup, script fragments, dangerous URL schemes and control characters, collapses
 * whitespace, trims, and truncates to the maximum search length.
 */
export function sanitizeSearchText(input: string): string {
  const withoutMarkup = input
    .replace(SCRIPT_BLOCK, " ")
    .replace(MARKUP_TAG, " ")
    .replace(ANGLE_BRACKETS, " ")
    .replace(DANGEROUS_SCHEMES, " ");
  const cleaned = removeControlCharacters(withoutMarkup).replace(WHITESPACE_RUN, " ").trim();
  return truncateCodePoints(cleaned, MAX_SEARCH_LENGTH).trim();
}

/** A query is valid when it is 1 to 100 characters after trimming and free of script patterns. */
export function isValidSearchText(input: string): boolean {
  const trimmed = input.trim();
  const length = Array.from(trimmed).length;
  if (length < 1 || length > MAX_SEARCH_LENGTH) return false;
  return !FORBIDDEN_IN_QUERY.some((pattern) => pattern.test(trimmed));
}

export type SearchTextResult = { ok: true; text: string } | ({ ok: false } & RuleProblem);

const EMPTY = problem("search_text_empty", "Search text is empty");
const NOT_ALLOWED = problem("search_text_not_allowed", "Search text is not allowed");

/** What a submit sends: the sanitised text, or why there is nothing valid to send. */
export function prepareSearchText(input: string): SearchTextResult {
  const text = sanitizeSearchText(input);
  if (text.length === 0) return { ok: false, ...EMPTY };
  if (!isValidSearchText(text)) return { ok: false, ...NOT_ALLOWED };
  return { ok: true, text };
}
