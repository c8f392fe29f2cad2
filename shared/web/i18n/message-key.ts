// A message's key: any key of the English catalogue, which every other language follows
// (shared/messages/, docs/languages.md).
import type english from "../../messages/en.json";

export type MessageKey = keyof typeof english;
export type MessageValues = Readonly<Record<string, string | number>>;
export type CompiledMessages = Readonly<
  Record<string, (values?: Record<string, unknown>) => string>
>;
