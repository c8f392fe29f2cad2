// Which of the languages Encore has best serves a list of the person's languages, most wanted
// first (docs/languages.md#choosing). Pure: the apps call it with `navigator.languages`, the cloud
// with a request's Accept-Language.

export const DEFAULT_LANGUAGE = "en";

/** Tags a device may report for a language we keep under another tag. */
const ALIASES: Readonly<Record<string, string>> = { fil: "tl", in: "id", zh: "zh-Hans" };

const normalize = (tag: string) => tag.trim().replace(/_/g, "-").toLowerCase();
const baseOf = (tag: string) => tag.split("-")[0]!;
const isTraditionalChinese = (tag: string) => /^zh-(hant|tw|hk|mo)(-|$)/.test(tag);

function matchOne(tag: string, available: readonly string[]): string | null {
  const exact = available.find((candidate) => candidate.toLowerCase() === tag);
  if (exact) return exact;
  const alias = ALIASES[tag] ?? ALIASES[baseOf(tag)];
  const aliased = alias && available.find((candidate) => candidate === alias);
  if (aliased) return aliased;
  return available.find((candidate) => baseOf(candidate.toLowerCase()) === baseOf(tag)) ?? null;
}

/**
 * The first requested tag we can serve: exactly (any case), through an alias (fil → tl,
 * zh-CN → zh-Hans), then by its base language (es-MX → es, pt-PT → pt-BR, de-AT → de). Traditional
 * Chinese (zh-TW, zh-Hant…) is matched to Simplified only when no other listed language matches.
 * Null when none matches.
 */
export function matchLanguage(
  requested: readonly string[],
  available: readonly string[],
): string | null {
  const tags = requested.map(normalize).filter((tag) => tag && tag !== "*");
  for (const tag of tags) {
    if (isTraditionalChinese(tag)) continue;
    const match = matchOne(tag, available);
    if (match) return match;
  }
  for (const tag of tags.filter(isTraditionalChinese)) {
    const match = matchOne(tag, available);
    if (match) return match;
  }
  return null;
}

/** The tags of an Accept-Language header, most wanted first (by q, then by order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
