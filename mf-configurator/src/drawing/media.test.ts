/**
 * The drawing's files come through the kernel's file cache: in the app a pattern seen once draws from
 * the device (offline too); a failed download is not remembered, so the next attempt fetches again.
 */
const localUrls = new Map<string, string>();
// In the app the platform's file cache keeps media in the device's file system (Capacitor's Filesystem, missing in
// jsdom): its local copies stand in here as a URL map.
jest.mock('@nahtlos/platform', () => ({
  fileCache: { resolve: async (url: string) => localUrls.get(url) ?? url },
}));

import { fetchText, imageDataUrl } from './media';

const fetched: string[] = [];
function answer(files: Record<string, { status: number; body: string }>): void {
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const file = files[url] ?? { status: 404, body: '' };
    return { ok: file.status === 200, status: file.status, text: async () => file.body, blob: async () => new Blob([file.body], { type: 'image/png' }) };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  fetched.length = 0;
  localUrls.clear();
});

it('reads a pattern drawing from its cached copy on the device, once per URL', async () => {
  localUrls.set('/media/patterns/shirt.svg', 'blob:app/1');
  answer({ 'blob:app/1': { status: 200, body: '<svg data-area="a"/>' } });
  await expect(fetchText('/media/patterns/shirt.svg')).resolves.toBe('<svg data-area="a"/>');
  await expect(fetchText('/media/patterns/shirt.svg')).resolves.toBe('<svg data-area="a"/>');
  expect(fetched).toEqual(['blob:app/1']);
});

it('on the web fetches the URL itself; a failure names the URL and is tried again next time', async () => {
  answer({});
  await expect(fetchText('/media/patterns/dress.svg')).rejects.toThrow('GET /media/patterns/dress.svg answered 404.');
  answer({ '/media/patterns/dress.svg': { status: 200, body: '<svg/>' } });
  await expect(fetchText('/media/patterns/dress.svg')).resolves.toBe('<svg/>');
  expect(fetched).toEqual(['/media/patterns/dress.svg', '/media/patterns/dress.svg']);
});

it('inlines a fabric tile from the cached copy as a data URL', async () => {
  localUrls.set('/media/fabrics/jersey.png', 'blob:app/2');
  answer({ 'blob:app/2': { status: 200, body: 'png' } });
  await expect(imageDataUrl('/media/fabrics/jersey.png')).resolves.toMatch(/^data:image\/png;base64,/);
  expect(fetched).toEqual(['blob:app/2']);
});
