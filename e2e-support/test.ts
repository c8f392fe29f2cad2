// The `test` every browser test builds on: an uncaught error in any page of the test (the default
// page, or one in a context the test or a fixture opens) fails that test, with the errors listed.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

function watch(page: Page, errors: string[]): void {
  page.on("pageerror", (error) => {
    errors.push(`${page.url()}: ${error.stack ?? error.message}`);
  });
}

function watchContext(context: BrowserContext, errors: string[]): void {
  for (const page of context.pages()) watch(page, errors);
  context.on("page", (page) => watch(page, errors));
}

export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const newContext = browser.newContext.bind(browser);
      const watched: Browser["newContext"] = async (options) => {
        const context = await newContext(options);
        watchContext(context, errors);
        return context;
      };
      browser.newContext = watched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (errors.length > 0) {
        throw new Error(`Uncaught error in a page:\n${errors.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
