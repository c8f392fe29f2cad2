/// <reference lib="dom" />
// The text-fit check both apps' browser tests run (docs/languages.md#the-text-fit-check): every
// screen in every language, the pseudo-language included, at the TV's two sizes and a phone's,
// looking for text cut off, text spilling out of its box, and a message key shown raw. One page
// per language: each screen state is reached in the app, then looked at in the three sizes by
// resizing the page, which is much faster than loading it three times.
import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";

export const FIT_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 412, height: 915 },
] as const;

/** The pseudo-language (`?lang=en-XA`): English, accented, in brackets and about 35 % longer. */
export const PSEUDO_LANGUAGE = "en-XA";

/** Every catalogue's language (shared/messages/*.json), then the pseudo-language. */
export function fitLanguages(): string[] {
  const folder = new URL("../shared/messages/", import.meta.url);
  const tags = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
  return [...tags, PSEUDO_LANGUAGE];
}

/**
 * Run in the page: what a reader would find wrong with the text shown, one line each. Text cut
 * with "…" on purpose (`text-overflow: ellipsis` or a line clamp, a field's placeholder too)
 * passes when the element or one of its three nearest ancestors holds the full text in a `title`
 * or `aria-label`; a horizontal or vertical scroller's content is reachable and passes too.
 */
export function findTextFaults(): string[] {
  const KEY = /^[a-z]+(\.[a-zA-Z0-9_]+){2,}$/;
  const faults: string[] = [];
  const short = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 80);
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`;
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const fullTextNear = (element: Element, text: string) => {
    let at: Element | null = element;
    for (let depth = 0; at && depth < 4; depth++, at = at.parentElement) {
      const label = `${at.getAttribute("title") ?? ""} ${at.getAttribute("aria-label") ?? ""}`;
      if (label.replace(/\s+/g, " ").includes(text)) return true;
    }
    return false;
  };
  const scrolls = (value: string) => value === "auto" || value === "scroll";
  /** In an element that scrolls (or clips) sideways, as a carousel or a long list does. */
  const inScroller = (element: Element) => {
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(at).overflowX)) return true;
    }
    return false;
  };
  const context = document.createElement("canvas").getContext("2d");
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    if (!context) return 0;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
    return context.measureText(text).width;
  };

  // Under an open modal dialog the page is inert and covered: only the dialog is looked at.
  const modals = [...document.querySelectorAll("dialog:modal, [role=dialog][aria-modal=true]")];
  const root = modals.filter(shown).at(-1) ?? document.body;
  const boxes = new Set<HTMLElement>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = short(node.textContent ?? "");
    const parent = node.parentElement;
    if (!text || !parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(parent.tagName))
      continue;
    if (!shown(parent)) continue;
    if (KEY.test(text)) faults.push(`message key shown raw: «${text}» (${name(parent)})`);
    let box: HTMLElement = parent;
    while (getComputedStyle(box).display === "inline" && box.parentElement) box = box.parentElement;
    boxes.add(box);
    // Off the page's side, where nothing scrolls to it.
    const range = document.createRange();
    range.selectNodeContents(node);
    const drawn = range.getBoundingClientRect();
    if ((drawn.right > window.innerWidth + 1 || drawn.left < -1) && !inScroller(parent))
      faults.push(`off the screen's side: «${text}» (${name(parent)})`);
  }

  for (const box of boxes) {
    // The visually hidden (1 px, clipped) texts for screen readers are not drawn.
    if (box.clientWidth <= 2 || box.clientHeight <= 2) continue;
    const style = getComputedStyle(box);
    const text = short(box.textContent ?? "");
    const wide = box.scrollWidth > box.clientWidth + 1;
    const tall = box.scrollHeight > box.clientHeight + 1;
    if (!wide && !tall) continue;
    const cutX = /(hidden|clip)/.test(style.overflowX);
    const cutY = /(hidden|clip)/.test(style.overflowY);
    const ellipsis = style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
    if ((wide && scrolls(style.overflowX)) || (tall && scrolls(style.overflowY))) continue;
    if ((wide && cutX) || (tall && cutY)) {
      if (!ellipsis)
        faults.push(`cut off: «${text}» (${name(box)}, ${wide ? "too wide" : "too tall"})`);
      else if (!fullTextNear(box, text))
        faults.push(`cut with … and no title or aria-label has it all: «${text}» (${name(box)})`);
    } else if (wide) {
      faults.push(`spills out of its box: «${text}» (${name(box)}, sideways)`);
    } else if (tall && box.scrollHeight > box.clientHeight + 4) {
      faults.push(`spills out of its box: «${text}» (${name(box)}, below)`);
    }
  }

  // A placeholder or a select's choice is drawn inside its field: measured against the field.
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[placeholder], textarea[placeholder]",
  )) {
    if (field.value || !shown(field) || field.clientWidth <= 2) continue;
    const style = getComputedStyle(field);
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (KEY.test(field.placeholder))
      faults.push(`message key shown raw: «${field.placeholder}» (${name(field)} placeholder)`);
    else if (field.tagName === "INPUT" && textWidth(field.placeholder, style) > room + 1) {
      if (style.textOverflow !== "ellipsis")
        faults.push(`placeholder cut off: «${field.placeholder}» (${name(field)})`);
      else if (!fullTextNear(field, field.placeholder))
        faults.push(`placeholder cut with … and no title has it all: «${field.placeholder}»`);
    }
  }
  for (const select of root.querySelectorAll("select")) {
    const chosen = select.selectedOptions[0]?.text.trim();
    if (!chosen || !shown(select) || select.clientWidth <= 2) continue;
    const style = getComputedStyle(select);
    const arrow = style.appearance === "none" ? 0 : 20;
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    if (textWidth(chosen, style) > room + 1)
      faults.push(`choice cut off: «${chosen}» (${name(select)})`);
  }
  for (const element of root.querySelectorAll("[aria-label], [title]")) {
    for (const attribute of ["aria-label", "title"]) {
      const value = element.getAttribute(attribute) ?? "";
      if (KEY.test(value))
        faults.push(`message key as ${attribute}: «${value}» (${name(element)})`);
    }
  }
  return faults;
}

/**
 * Waits until a resize has been answered (a frame, fonts in). Animations are not waited for:
 * they move and fade, which changes no box's size.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Reading a size lays the page out at once; one frame lets the app answer the resize event.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The faults of one language, gathered screen by screen, each naming where it is. */
export class TextFitReport {
  readonly faults: string[] = [];
  /** The screens looked at, for the test's summary. */
  looked = 0;

  constructor(readonly language: string) {}

  /** Looks at what `page` shows now in the three sizes; ends in the first size. */
  async look(page: Page, screen: string): Promise<void> {
    const began = Date.now();
    for (const size of [...FIT_SIZES.slice(1), FIT_SIZES[0]]) {
      await page.setViewportSize(size);
      await settle(page);
      this.looked += 1;
      // FIT_SHOTS=/some/folder also keeps a picture of each view, to be looked at.
      const shots = process.env.FIT_SHOTS;
      if (shots)
        await page.screenshot({
          path: `${shots}/${this.language}-${size.width}x${size.height}-${screen.replace(/\W+/g, "-")}.png`,
        });
      for (const fault of await page.evaluate(findTextFaults))
        this.faults.push(`${this.language} ${size.width}×${size.height} ${screen}: ${fault}`);
    }
    if (process.env.FIT_DEBUG) console.log(`${this.language} ${screen}: ${Date.now() - began} ms`);
  }
}

/** The login cookie of an account, for a browser context that starts signed in. */
export async function loginCookie(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ name: string; value: string; url: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(account),
  });
  const [pair = ""] = (login.headers.get("set-cookie") ?? "").split(";");
  const at = pair.indexOf("=");
  if (!login.ok || at < 1) throw new Error(`login: ${login.status}`);
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
}

/** The summary a check prints: how much it looked at and how long it took. */
export function fitSummary(app: string, reports: TextFitReport[], startedAt: number): string {
  const looked = reports.reduce((sum, report) => sum + report.looked, 0);
  const faults = reports.reduce((sum, report) => sum + report.faults.length, 0);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  return `${app} text fit: ${reports.length} languages, ${looked} screen × size views, ${faults} faults, ${seconds} s`;
}
