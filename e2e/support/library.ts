/** Helpers of the library journeys (mf-library). */
import { type BrowserContext, type Page } from '@playwright/test';

/** External sites are never contacted: the shop and the provider's site answer with a stub page. */
export async function stubExternalSites(context: BrowserContext) {
  await context.route(/^https:\/\/([a-z]+\.)?nahtlos\.de\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Stub</title><h1>${route.request().url()}</h1>` }),
  );
}

export { expectNoSeriousA11yViolations } from './a11y';

export const pageTitle = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
