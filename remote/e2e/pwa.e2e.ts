// The installable remote: a valid manifest, a service worker controlling /remote/, and the shell
// opening offline with the party said to be unreachable.
import { expect, test } from "./support/fixtures";

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test("the manifest names the app, its icons (192, 512, maskable), standalone, under /remote/", async ({
  cloud,
  phone,
}) => {
  const guest = await phone();
  await guest.openStart();
  const href = await guest.page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/remote/manifest.webmanifest");
  const response = await fetch(`${cloud.url}${href}`);
  expect(response.headers.get("content-type")).toContain("application/manifest+json");
  const manifest = (await response.json()) as Manifest;
  expect(manifest.name).toBe("Encore Remote");
  expect(manifest.short_name).toBe("Encore");
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/remote/");
  expect(manifest.scope).toBe("/remote/");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const image = await fetch(new URL(icon.src, `${cloud.url}/remote/`));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await image.arrayBuffer());
    const [width, height] = icon.sizes.split("x").map(Number);
    // PNG IHDR: width and height at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
  }
});

test("a service worker controls /remote/, and offline the shell opens and says the party is unreachable", async ({
  phone,
}) => {
  const guest = await phone();
  await guest.openStart();
  const scope = await guest.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? "" };
  });
  expect(new URL(scope.scope).pathname).toBe("/remote/");
  expect(new URL(scope.script).pathname).toBe("/remote/sw.js");
  await guest.page.reload();
  await guest.codeField().waitFor();
  await expect
    .poll(() => guest.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toContain("/remote/sw.js");

  await guest.page.context().setOffline(true);
  await guest.page.goto(`${guest.baseUrl}/remote/session/ABC234`);
  await expect(guest.page.getByText("You're offline: the party is unreachable.")).toBeVisible();
  await guest.giveName("Ana");
  await expect(guest.page.getByText("Reconnecting…")).toBeVisible();
  await expect(guest.page.getByText("You're offline: the party is unreachable.")).toBeVisible();
  await guest.page.reload();
  await expect(guest.page.getByText("You're offline: the party is unreachable.")).toBeVisible();
  await guest.page.context().setOffline(false);
});
