// Every migration, in order. Listed statically so they run the same from source and from dist.
import type { Migration } from "kysely";
import * as catalogue from "./0001-catalogue.js";
import * as sessions from "./0002-sessions.js";
import * as accounts from "./0003-accounts.js";
import * as sessionOps from "./0004-session-ops.js";
import * as knownDevices from "./0005-known-devices.js";
import * as unplayableSongs from "./0006-unplayable-songs.js";
import * as searchTerms from "./0007-search-terms.js";
import * as joinTokens from "./0008-join-tokens.js";
import * as songReports from "./0009-song-reports.js";
import * as languages from "./0010-languages.js";
import * as backOffice from "./0011-back-office.js";
import * as youtubeImports from "./0012-youtube-imports.js";
import * as lengthReports from "./0013-length-reports.js";

export const migrations: Record<string, Migration> = {
  "0001-catalogue": catalogue,
  "0002-sessions": sessions,
  "0003-accounts": accounts,
  "0004-session-ops": sessionOps,
  "0005-known-devices": knownDevices,
  "0006-unplayable-songs": unplayableSongs,
  "0007-search-terms": searchTerms,
  "0008-join-tokens": joinTokens,
  "0009-song-reports": songReports,
  "0010-languages": languages,
  "0011-back-office": backOffice,
  "0012-youtube-imports": youtubeImports,
  "0013-length-reports": lengthReports,
};
