import { KARAOKE_SKIP_REASONS } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { GONE_FROM_CHANNEL } from "../../catalogue/youtube/import-channels.js";
import { UNPLAYABLE } from "../../catalogue/youtube/video-playability.js";
import { addSkipped, noneSkipped, skipBucket } from "./import-state.js";

describe("skipBucket", () => {
  it.each([
    [UNPLAYABLE.notEmbeddable, "not_embeddable"],
    [UNPLAYABLE.blockedIn("GB"), "region"],
    [UNPLAYABLE.blockedEverywhere, "region"],
    [KARAOKE_SKIP_REASONS.noArtist, "not_karaoke"],
    [KARAOKE_SKIP_REASONS.compilation, "medley"],
    [UNPLAYABLE.unavailable, "other"],
    [UNPLAYABLE.private, "other"],
    [UNPLAYABLE.notProcessed, "other"],
    ["not a video id", "other"],
    [GONE_FROM_CHANNEL, "other"],
  ])("puts %j in %s", (reason, bucket) => {
    expect(skipBucket(reason)).toBe(bucket);
  });

  it("adds the importer's counts per reason into the buckets", () => {
    const once = addSkipped(noneSkipped(), {
      [UNPLAYABLE.notEmbeddable]: 2,
      [UNPLAYABLE.blockedIn("US")]: 1,
      [UNPLAYABLE.blockedIn("GB")]: 3,
      [KARAOKE_SKIP_REASONS.compilation]: 1,
    });
    expect(addSkipped(once, { [UNPLAYABLE.private]: 4, [UNPLAYABLE.notEmbeddable]: 1 })).toEqual({
      not_embeddable: 3,
      region: 4,
      not_karaoke: 0,
      medley: 1,
      other: 4,
    });
  });
});
