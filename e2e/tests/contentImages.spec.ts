/**
 * Content images through the app's origin: a browser that accepts AVIF gets the AVIF copies the content build made
 * (server/content/lib/alternates.ts) at the catalogue's own URLs, and decodes them; a client without AVIF in its Accept
 * gets the original files. The configurator's first drawing and its swatches are the images a phone waits for beside
 * the app's code: the drawing is its own small vector file, the swatches come as AVIF.
 */
import { expect, test } from '../support/test';

test("the configurator's first drawing is a vector drawing; its swatches reach Chromium as AVIF, which it decodes; without AVIF in Accept the WebP comes", async ({ page, request }) => {
  const list = await request.get('/api/app/sewing-patterns?preview_mode=true');
  const pattern = ((await list.json()) as { data: { id: string; blankPath?: string }[] }).data.find((candidate) => candidate.id === 'jacke-paul');
  expect(pattern?.blankPath, "jacke-paul's first drawing").toMatch(/\.svg$/);
  const swatch = (response: { url(): string }) => /\/media\/content\/fabric-[^/]+-thumb\.[0-9a-f]{8}\.webp$/.test(new URL(response.url()).pathname);
  const drawingAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === pattern!.blankPath);
  const swatchAnswer = page.waitForResponse(swatch);
  await page.goto('/configurator/jacke-paul');
  expect((await drawingAnswer).headers()['content-type']).toBe('image/svg+xml');

  const answer = await swatchAnswer;
  expect(answer.headers()['content-type']).toBe('image/avif');
  expect(answer.headers().vary).toBe('Accept');
  const swatchPath = new URL(answer.url()).pathname;
  // the browser decodes both (an image it cannot decode rejects decode())
  const decodedWidths = await page.evaluate(
    async (sources) =>
      Promise.all(
        sources.map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return image.naturalWidth;
        }),
      ),
    [pattern!.blankPath!, swatchPath],
  );
  expect(decodedWidths).toEqual([520, 160]);

  const original = await request.get(swatchPath, { headers: { accept: 'image/webp,*/*' } });
  expect(original.headers()['content-type']).toBe('image/webp');
  expect((await original.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
});
