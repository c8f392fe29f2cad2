// Karaoke songs from the back office (docs/admin.md, "Karaoke songs from YouTube"): the key
// checked, channels ticked and added, an import followed to the end on its progress bar, the
// state still there when the page comes back, and a refresh that picks up a new upload. The Data
// API is the same local fake the importer's own tests use.
import { CloudServer } from "../../e2e-support/cloud-server";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeChannel,
  type FakeVideo,
  type FakeYoutubeApi,
} from "../../cloud/src/test-support/fake-youtube-api";
import { AdminPage } from "./pages/admin-page";
import { KaraokeTab } from "./pages/karaoke-tab";
import { expect, test } from "../../e2e-support/test";

const OPERATOR_PASSWORD = "back-office-password-1";

function video(index: number, title: string, extra: Partial<FakeVideo> = {}): FakeVideo {
  return {
    videoId: `vid${String(index).padStart(8, "0")}`,
    title,
    publishedAt: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
    ...extra,
  };
}

function singKing(): FakeChannel {
  const uploads = Array.from({ length: 60 }, (_, i) =>
    video(i, `Artist ${i} - Song ${i} (Karaoke Version)`),
  );
  uploads.push(video(60, "Artist 60 - Song 60 (Karaoke Version)", { embeddable: false }));
  uploads.push(video(61, "Artist 61 - Song 61 (Karaoke Version)", { embeddable: false }));
  uploads.push(video(62, "90s Medley (Karaoke Version)"));
  uploads.push(video(63, "Our studio tour"));
  return {
    id: "UCsingking000000000000000",
    handle: "@singkingkaraoke",
    title: "Sing King",
    uploads,
  };
}

function duets(): FakeChannel {
  const uploads = Array.from({ length: 5 }, (_, i) =>
    video(100 + i, `Duo ${i} - Duet ${i} (Karaoke)`),
  );
  return { id: "UCduets00000000000000000", handle: "@duetsclub", title: "Duets Club", uploads };
}

let fake: FakeYoutubeApi;
let cloud: CloudServer;
test.beforeEach(async () => {
  fake = await startFakeYoutubeApi([singKing(), duets()]);
  cloud = await CloudServer.start({
    ADMIN_PASSWORD: OPERATOR_PASSWORD,
    YOUTUBE_API_URL: fake.baseUrl,
  });
});
test.afterEach(async () => {
  await cloud.stop();
  await fake.close();
});

test("a fresh Encore becomes a karaoke catalogue from the browser, and stays fresh", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = new AdminPage(page, cloud.url);
  const karaoke = new KaraokeTab(page);
  await admin.open();
  await admin.signIn(OPERATOR_PASSWORD);
  await admin.tab("Karaoke songs").click();

  // The key: a wrong one is refused and not kept; the right one is kept, shown by its end only.
  await expect(karaoke.keyState()).toHaveText("No key yet.");
  await karaoke.saveKey("not-a-real-key");
  await expect(karaoke.keyError()).not.toBeEmpty();
  await expect(karaoke.keyState()).toHaveText("No key yet.");
  await karaoke.saveKey(FAKE_API_KEY);
  await expect(karaoke.keyState()).toContainText(`Key saved, ending in`);
  await expect(karaoke.keyState()).toContainText(FAKE_API_KEY.slice(-4));
  await expect(page.getByText(FAKE_API_KEY, { exact: true })).toHaveCount(0);

  // The preset's channels: keep Sing King, untick the rest, add one by its address.
  await expect(karaoke.channels()).toHaveCount(6);
  for (const name of ["KaraFun", "Zoom Karaoke", "Stingray Karaoke", "Musisi Karaoke"]) {
    await karaoke.channelBox(name).uncheck();
  }
  await karaoke.removeChannel("The Karaoke Channel");
  await expect(karaoke.channels()).toHaveCount(5);
  await karaoke.addChannel("https://www.youtube.com/@nobody-here");
  await expect(karaoke.channelsError()).not.toBeEmpty();
  await karaoke.addChannel("https://www.youtube.com/@duetsclub");
  await expect(karaoke.channelBox("Duets Club")).toBeChecked();

  // The import, to the end of its progress bar.
  await karaoke.importButton("Import 2 channels").click();
  await expect(karaoke.progress()).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  await expect(karaoke.importLine()).toHaveText("Done: 65 new songs, none hidden.");
  await expect(karaoke.stat("Videos seen")).toHaveText("69");
  await expect(karaoke.stat("Songs kept")).toHaveText("65");
  await expect(karaoke.skipped("Not playable outside YouTube")).toHaveText("2");
  await expect(karaoke.skipped("Medley")).toHaveText("1");
  await expect(karaoke.skipped("Not a karaoke song")).toHaveText("1");
  await expect(karaoke.channelRow("Sing King")).toContainText("Imported");

  // The songs are in the catalogue; the page opened again still shows the import.
  const search = await fetch(`${cloud.url}/api/search?q=${encodeURIComponent("Duet 3")}`);
  expect(JSON.stringify(await search.json())).toContain("Duet 3");
  await page.reload();
  await admin.tab("Karaoke songs").click();
  await expect(karaoke.importLine()).toHaveText("Done: 65 new songs, none hidden.");

  // A new upload and a video gone: Refresh now picks up the one and hides the other.
  fake.channels[1]?.uploads.push(video(200, "Duo 9 - Brand New Duet (Karaoke)"));
  fake.channels[0]?.uploads.splice(0, 1);
  await karaoke.refreshNow().click();
  await expect(karaoke.importLine()).toHaveText("Done: 1 new song, 1 hidden.", { timeout: 60_000 });
  await expect(karaoke.lastRefresh()).toContainText("Last refresh");
});
