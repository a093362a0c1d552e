/**
 * Content images through the app's origin: a browser that accepts AVIF gets the AVIF copies the content build made
 * (server/content/lib/alternates.ts) at the catalogue's own URLs, and decodes them; a client without AVIF in its Accept
 * gets the original files. The configurator's first drawing and its swatches are the images a phone waits for beside
 * the app's code: the drawing is its own small vector file, the swatches come as AVIF.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

test("the configurator's first drawing is a vector drawing; its swatches reach Chromium as AVIF, which it decodes; without AVIF in Accept the WebP comes", async ({ page, request }) => {
  const list = await request.get('/api/app/sewing-patterns?preview_mode=true');
  const pattern = ((await list.json()) as { data: { id: string; blankPath?: string }[] }).data.find((candidate) => candidate.id === 'jacke-paul');
  expect(pattern?.blankPath, "jacke-paul's first drawing").toMatch(/\.svg$/);
  // The content build keeps a WebP where its AVIF copy would not be clearly smaller (a plain colour's few hundred
  // bytes): the swatches the server holds an AVIF copy of are the ones a browser that accepts AVIF must get as AVIF.
  const swatchesWithAvif = await swatchPathsWithAvifCopy(request);
  expect(swatchesWithAvif.size, 'swatches with an AVIF copy').toBeGreaterThan(10);
  const drawingAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === pattern!.blankPath);
  const swatchAnswer = page.waitForResponse((response) => swatchesWithAvif.has(new URL(response.url()).pathname));
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

/** The fabrics' swatch paths for which the server answers an AVIF-accepting client with AVIF. */
async function swatchPathsWithAvifCopy(request: APIRequestContext): Promise<Set<string>> {
  const fabrics = await request.get('/api/app/fabrics?preview_mode=true');
  const swatches = ((await fabrics.json()) as { data: { thumbnail?: string | null }[] }).data.flatMap((fabric) => (fabric.thumbnail ? [fabric.thumbnail] : []));
  const answers = await Promise.all(
    swatches.map(async (path) => ({ path, type: (await request.get(path, { headers: { accept: 'image/avif,image/webp,*/*' } })).headers()['content-type'] })),
  );
  return new Set(answers.filter((answer) => answer.type === 'image/avif').map((answer) => answer.path));
}
