// The Songs tab's first view in one load: the first 10 of Most Popular and Latest Releases and the
// songbooks are asked together and shown in one render once all three have answered. Shown as each
// came, they were three renders and three layouts of the page, each a long task on a phone under
// Lighthouse's 4× throttle (docs/performance.md, Remote). Each part fails on its own.
import { CAROUSEL_FIRST, type Song, type Songbook } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";

export type HomePart<T> = { status: "ready"; value: T } | { status: "failed"; message: string };

export interface HomeCatalogue {
  popular: HomePart<Song[]>;
  newest: HomePart<Song[]>;
  songbooks: HomePart<Songbook[]>;
}

export const CAROUSEL_SOURCES = {
  popular: { load: api.popular, failure: "Failed to load popular songs" },
  new: { load: api.newest, failure: "Failed to load new songs" },
};
export type CarouselKind = keyof typeof CAROUSEL_SOURCES;

export const SONGBOOKS_FAILURE = "Failed to load songbooks";

function settle<T>(promise: Promise<T>, failure: string): Promise<HomePart<T>> {
  return promise.then(
    (value) => ({ status: "ready", value }),
    (error: unknown) => {
      console.warn(failure, error);
      return { status: "failed", message: failure };
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
      SONGBOOKS_FAILURE,
    ),
  ]);
  return { popular, newest, songbooks };
}
