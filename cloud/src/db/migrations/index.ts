// Every migration, in order. Listed statically so they run the same from source and from dist.
import type { Migration } from "kysely";
import * as catalogue from "./0001-catalogue.js";
import * as sessions from "./0002-sessions.js";

export const migrations: Record<string, Migration> = {
  "0001-catalogue": catalogue,
  "0002-sessions": sessions,
};
