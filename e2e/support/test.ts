/**
 * The suite's `test`: Playwright's, plus an automatic check that no page of the test (in its own
 * context or in contexts it opens) reported a Content Security Policy violation. The static hosts
 * send the app's CSP on every page, so every journey runs under it.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };

function watchPages(context: BrowserContext, violations: string[]) {
  const watch = (page: Page) =>
    page.on('console', (message) => {
      // Chromium reports every blocked load, script, style or worker as a console error naming the policy
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text().slice(0, 300)}`); // data: URLs can be megabytes long
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend<{ noCspViolations: void; cspViolationsExpected: boolean }>({
  /** Tests that provoke violations on purpose (to show the policy holds) set this with `test.use`. */
  cspViolationsExpected: [false, { option: true }],
  noCspViolations: [
    async ({ context, browser, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      watchPages(context, violations);
      // contexts the test opens itself (two devices, a second visitor) are watched too
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      patched.newContext = async (...args) => {
        const opened = await newContext(...args);
        watchPages(opened, violations);
        return opened;
      };
      try {
        await use();
      } finally {
        patched.newContext = newContext;
      }
      if (!cspViolationsExpected) expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
