// The build's message catalogues (build/vite/messages.ts, docs/languages.md).
declare module "virtual:encore-messages" {
  /** A compiled message: the ICU arguments in, the text out. */
  export type CompiledMessage = (values?: Record<string, unknown>) => string;
  /** The languages the choosers offer. */
  export const languages: ReadonlyArray<{ tag: string; name: string }>;
  /** Languages reached only by `?lang=` (the pseudo-language, `en-XA`). */
  export const addressOnlyLanguages: readonly string[];
  /** What the first screens say, in `tag`. */
  export function loadMessages(tag: string): Promise<Record<string, CompiledMessage>>;
  /** The rest (errors, account, host and about pages), loaded after the first render. */
  export function loadLaterMessages(tag: string): Promise<Record<string, CompiledMessage>>;
}
