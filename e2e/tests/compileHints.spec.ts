/**
 * Every script a first visit runs starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * shared-kernel/build/compileHints.cjs): Chromium then compiles its functions while the script streams in, off
 * the main thread, instead of one by one when each is first called. Minifying after the hint was added, or a
 * new build step that prepends code, would silently take it away (on /profile the main thread's script time at
 * start was about twice as long without it).
 */
import { expect, test } from '../support/test';
import { stubExternalSites } from '../support/library';
import { shellOrigin } from '../support/origins';

const HINT = '//# allFunctionsCalledOnLoad\n';

test("a first visit's scripts, the shell's and the remote's, all carry the compile hint", async ({ page }) => {
  await stubExternalSites(page.context());
  const scripts: Promise<{ url: string; hinted: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(response.text().then((text) => ({ url: response.url(), hinted: text.startsWith(HINT) })));
  });
  await page.goto('/configurator/jacke-paul');
  // the app has replaced the host's first paint: the remote's scripts have run
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const shells = loaded.filter(({ url }) => url.startsWith(shellOrigin));
  expect(shells.some(({ url }) => new URL(url).pathname === '/main.js')).toBe(true);
  expect(loaded.some(({ url }) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(loaded.filter(({ hinted }) => !hinted).map(({ url }) => url)).toEqual([]);
});
