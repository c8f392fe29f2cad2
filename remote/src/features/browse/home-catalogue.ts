// The Songs tab's first view in one load: the first 10 of Most Popular and Latest Releases and the
// songbooks are asked together and shown in one render once all three have answered. Shown as each
// came, they were three renders and three layouts of the page, each a long task on a phone under
// Lighthouse's 4× throttle (docs/performance.md, Remote). Each part fails on its own.
import { CAROUSEL_FIRST, type Song, type Songbook } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { t } from "@encore/web/i18n/translate";

export type HomePart<T> = { status: "ready"; value: T } | { status: "failed"; message: string };

export interface HomeCatalogue {
  popular: HomePart<Song[]>;
  newest: HomePart<Song[]>;
  songbooks: HomePart<Songbook[]>;
}

/** Each carousel's load, and its failure in the language shown when it fails. */
export const CAROUSEL_SOURCES = {
  popular: { load: api.popular, failure: () => t("remote.browse.popularFailed") },
  new: { load: api.newest, failure: () => t("remote.browse.newFailed") },
};
export type CarouselKind = keyof typeof CAROUSEL_SOURCES;

export const songbooksFailure = () => t("remote.browse.songbooksFailed");

function settle<T>(promise: Promise<T>, failure: () => string): Promise<HomePart<T>> {
  return promise.then(
    (value) => ({ status: "ready", value }),
    (error: unknown) => {
      const message = failure();
      console.warn(message, error);
      return { status: "failed", message };
    },
  );
}

/** Never rejects: a part that failed carries its spec text. */
export async function loadHomeCatalogue(): Promise<HomeCatalogue> {
  const [popular, newest, songbooks] = await Promise.all([
    settle(
      CAROUSEL_SOURCES.popular.load(CAROUSEL_FIRST).then((answer) => answer.songs),
      CAROUSEL_SOURCES.popular.failure,
    ),
    settle(
      CAROUSEL_SOURCES.new.load(CAROUSEL_FIRST).then((answer) => answer.songs),
      CAROUSEL_SOURCES.new.failure,
    ),
    settle(
      api.songbooks().then((answer) => answer.songbooks),
      songbooksFailure,
    ),
  ]);
  return { popular, newest, songbooks };
}

/** The first part that failed, as its spec text (what the overlay says); null when all came. */
export function homeFailure(home: HomeCatalogue): string | null {
  for (const part of [home.popular, home.newest, home.songbooks]) {
    if (part.status === "failed") return part.message;
  }
  return null;
}
