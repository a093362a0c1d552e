/**
 * Content images through the app's origin: a browser that accepts AVIF gets the AVIF copies the content build made
 * (server/content/lib/alternates.ts) at the catalogue's own URLs, and decodes them; a client without AVIF in its Accept
 * gets the original files. The configurator's first drawing is the first image a phone waits for beside the app's code.
 */
import { expect, test } from '../support/test';

test("the configurator's first drawing reaches Chromium as AVIF, which it decodes; without AVIF in Accept the WebP comes", async ({ page, request }) => {
  const list = await request.get('/api/app/sewing-patterns?preview_mode=true');
  const pattern = ((await list.json()) as { data: { id: string; blankPath?: string }[] }).data.find((candidate) => candidate.id === 'jacke-paul');
  expect(pattern?.blankPath, "jacke-paul's first drawing").toMatch(/\.webp$/);
  const blankPath = pattern!.blankPath!;

  const drawingAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === blankPath);
  await page.goto('/configurator/jacke-paul');
  const answer = await drawingAnswer;
  expect(answer.headers()['content-type']).toBe('image/avif');
  expect(answer.headers().vary).toBe('Accept');
  // the browser decodes it (an image it cannot decode rejects decode())
  const decodedWidth = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, blankPath);
  expect(decodedWidth).toBeGreaterThan(0);

  const original = await request.get(blankPath, { headers: { accept: 'image/webp,*/*' } });
  expect(original.headers()['content-type']).toBe('image/webp');
  expect((await original.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
});
