// The icons from their one source, resources/icon.svg: a 1024 px PNG in dist/icons/ (and the
// sizes Linux desktops pick from), drawn by the system's Chromium through Playwright.
// electron-builder turns the 1024 px PNG into the Windows .ico and the macOS .icns itself.
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const buildDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.join(buildDir, "resources", "icon.svg");
export const SIZES = [1024, 512, 256, 128, 64, 32, 16];

export async function makeIcons(outDir = path.join(buildDir, "dist", "icons")) {
  const main = path.join(outDir, "icon.png");
  if (existsSync(main) && statSync(main).mtimeMs >= statSync(source).mtimeMs) return outDir;
  const { chromium } = await import("playwright");
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROME_PATH ??
      (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    mkdirSync(path.join(outDir, "png"), { recursive: true });
    const svg = readFileSync(source, "utf8");
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
      );
      const file = size === 1024 ? main : path.join(outDir, "png", `${size}x${size}.png`);
      await page.screenshot({ path: file, omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`icons in ${path.relative(process.cwd(), await makeIcons())}`);
}
