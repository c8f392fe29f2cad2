// The party follows the TV (docs/screen.md, "The party moves with the TV"): when the TV leaves
// an idle party by the 30-second rule, it keeps the party it left, and the next Enter's new party
// names it (`moved_from`), so a phone of the old party is told the new code without a tap.
import { io, type Socket } from "socket.io-client";
import { expect, test } from "./support/fixtures";

/** A phone of the party, as a raw socket: it joins with the QR's join token. */
function phoneSocket(url: string, name: string): Socket {
  return io(url, {
    path: "/ws",
    transports: ["websocket"],
    query: { device: "remote", device_id: `phone-${name}-${Math.random()}`, name },
  });
}

function joined(socket: Socket, code: string, token: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once("SESSION_JOINED", resolve);
    socket.once("ERROR", (error: { message: string }) => reject(new Error(error.message)));
    socket.emit("JOIN_SESSION", { code, token });
  });
}

test("after the 30-second rule, Enter starts a new party that the old party's phone is told of", async ({
  page,
  landing,
  home,
  cloud,
}) => {
  // The page's clock, so the 30 seconds pass at once (the cloud's own clock is untouched).
  await page.clock.install();
  await landing.startParty();
  const oldCode = home.code();
  const stored = await page.evaluate(() => window.localStorage.getItem("encore.sessionTokens"));
  const joinToken = (JSON.parse(stored ?? "{}") as { join_token?: string }).join_token ?? "";
  expect(joinToken).not.toBe("");
  const devices = async () => {
    const response = await fetch(`${cloud.url}/api/sessions/${oldCode}?token=${joinToken}`);
    return ((await response.json()) as { device_count: number }).device_count;
  };

  const phone = phoneSocket(cloud.url, "Ana");
  try {
    await new Promise<void>((resolve) => phone.once("connect", () => resolve()));
    await joined(phone, oldCode, joinToken);
    // The TV and the phone.
    await expect.poll(() => devices()).toBe(2);
    // The phone goes (its screen locked); the party is idle with only the TV.
    phone.disconnect();
    await expect.poll(() => devices()).toBe(1);
    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL(`${cloud.url}/`);

    // Enter: a new party, which names the one left.
    const created = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/sessions"),
    );
    const newCode = (await landing.pressEnter()).replace("-", "");
    expect(newCode).not.toBe(oldCode);
    expect((await created).postDataJSON()).toMatchObject({
      moved_from: { code: oldCode, screen_token: expect.any(String) },
    });
    // Forgotten once named: a later party does not name it again.
    expect(await page.evaluate(() => window.localStorage.getItem("encore.leftSession"))).toBeNull();

    // The phone comes back to the old party (the remote rejoins with its join token): it is told
    // where the party went.
    phone.connect();
    await new Promise<void>((resolve) => phone.once("connect", () => resolve()));
    const moved = new Promise<{ code: string; join_token: string }>((resolve) =>
      phone.once("SESSION_MOVED", resolve),
    );
    const refused = joined(phone, oldCode, joinToken).then(
      () => "joined",
      (error: Error) => error.message,
    );
    const told = await moved;
    expect(told.code).toBe(newCode);
    expect(told.join_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await refused).not.toBe("joined");
  } finally {
    phone.close();
  }
});

test("a phone running the remote that slept through the move shows the new code, no tap", async ({
  page,
  landing,
  home,
  cloud,
  browser,
}) => {
  await page.clock.install();
  const shownOld = await landing.startParty();
  const oldCode = home.code();
  const stored = await page.evaluate(() => window.localStorage.getItem("encore.sessionTokens"));
  const joinToken = (JSON.parse(stored ?? "{}") as { join_token?: string }).join_token ?? "";
  const devices = async () => {
    const response = await fetch(`${cloud.url}/api/sessions/${oldCode}?token=${joinToken}`);
    return ((await response.json()) as { device_count: number }).device_count;
  };

  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await context.newPage();
    // The QR code's address.
    await phone.goto(`${cloud.url}/remote/join/${oldCode}?t=${joinToken}`);
    await phone.getByLabel("Your name").fill("Ana");
    await phone.getByRole("button", { name: "Continue" }).tap();
    await expect(phone.locator(".party-code-value")).toHaveText(shownOld);
    await expect.poll(() => devices()).toBe(2);
    // The phone sleeps (its page gone), the TV's 30 seconds pass, Enter: a new party.
    await phone.goto("about:blank");
    await expect.poll(() => devices()).toBe(1);
    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL(`${cloud.url}/`);
    const shownNew = await landing.pressEnter();
    expect(shownNew).not.toBe(shownOld);
    // It wakes on the party's page: it follows the TV by itself.
    await phone.goBack();
    await expect(phone.locator(".party-code-value")).toHaveText(shownNew, { timeout: 15_000 });
  } finally {
    await context.close();
  }
});
