/**
 * Issue 36: a fixed redirect of the route table (`/tabs` → `/`, apps manifest `shell.redirects`) is answered by
 * the shell's host, so a page opened at it never shows a blank page while the apps start.
 */
import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';

test('the host answers /tabs with a redirect to the home page, keeping the query', async ({ request }) => {
  for (const [opened, target] of [
    ['/tabs', '/'],
    ['/tabs/', '/'],
    ['/tabs?quelle=newsletter', '/?quelle=newsletter'],
  ]) {
    const answer = await request.get(opened!, { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(answer.status(), opened).toBe(301);
    expect(answer.headers().location, opened).toBe(target);
  }
});

test('/tabs opened in the browser shows the home page, and the first page the browser gets is it', async ({ page }) => {
  const response = await page.goto('/tabs');
  expect(response!.request().redirectedFrom()?.url()).toBe(`${shellOrigin}/tabs`);
  expect(response!.url()).toBe(`${shellOrigin}/`);
  await expect(page.getByRole('link', { name: 'Schnitt designen' })).toBeVisible();
  await expect(page).toHaveURL(`${shellOrigin}/`);
});
