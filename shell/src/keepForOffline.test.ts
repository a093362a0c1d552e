/**
 * After an online visit the page hands the service worker what every tab and every pattern needs offline:
 * each remote's manifest and the files its build lists, and each pattern's drawing, shading and starting image.
 */
import { contentStores, type SewingPattern } from '@nahtlos/platform';
import { keepForOffline, OFFLINE_FILES } from './keepForOffline';
import { REMOTES_ELEMENT_ID } from './remotes';

// the remotes' hosts are the boundary: they answer offline-files.json (or not, a remote built before it)
const remoteHosts: Record<string, unknown> = {
  [`http://localhost:8081/${OFFLINE_FILES}`]: { files: ['remoteEntry.js', '18.b6194964.js', '702.10ca5f7b.css'] },
  [`http://localhost:8083/${OFFLINE_FILES}`]: 404,
};
// (jsdom has no Response: the answer's two members the code reads)
const fetchMock = jest.fn(async (url: URL | string) => {
  const answer = remoteHosts[String(url)];
  const found = answer !== undefined && answer !== 404;
  return { ok: found, status: found ? 200 : 404, json: async () => answer };
});

const pattern = (id: string, blankPath?: string) =>
  ({ id, path: `/media/content/pattern-${id}.svg`, shadowPath: `/media/content/pattern-${id}-shadow.svg`, ...(blankPath ? { blankPath } : {}) }) as SewingPattern;

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.body.innerHTML = `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${JSON.stringify({
    mf_configurator: 'http://localhost:8081/mf-manifest.json',
    mf_profile: 'http://localhost:8083/mf-manifest.json',
  })}</script>`;
});

it('the file name is the one the remotes’ builds write', () => {
  expect(OFFLINE_FILES).toBe(require('../../shared-kernel/build/offlineFiles.cjs').OFFLINE_FILES);
});

it('hands the worker every remote’s start files and every pattern’s drawing once the patterns are loaded', async () => {
  contentStores.sewingPatterns.stateChanged('loading');
  const worker = { postMessage: jest.fn() };
  const kept = keepForOffline(worker as unknown as ServiceWorker);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(worker.postMessage).not.toHaveBeenCalled();

  contentStores.sewingPatterns.received({ items: [pattern('shirt-mila', '/media/content/pattern-shirt-mila-blank.webp'), pattern('body-lotte')], publishedAt: null, legacy: [] });
  contentStores.sewingPatterns.stateChanged('loaded');
  await kept;
  expect(worker.postMessage).toHaveBeenCalledTimes(1);
  const { urls } = worker.postMessage.mock.calls[0][0] as { urls: string[] };
  expect(urls.sort()).toEqual(
    [
      'http://localhost:8081/mf-manifest.json',
      'http://localhost:8081/remoteEntry.js',
      'http://localhost:8081/18.b6194964.js',
      'http://localhost:8081/702.10ca5f7b.css',
      // a remote without the list: its manifest (what it loads is kept when it is opened, as before)
      'http://localhost:8083/mf-manifest.json',
      'http://localhost/media/content/pattern-shirt-mila.svg',
      'http://localhost/media/content/pattern-shirt-mila-shadow.svg',
      'http://localhost/media/content/pattern-shirt-mila-blank.webp',
      'http://localhost/media/content/pattern-body-lotte.svg',
      'http://localhost/media/content/pattern-body-lotte-shadow.svg',
    ].sort(),
  );
});

it('patterns that could not be loaded: the apps’ files are still handed over', async () => {
  contentStores.sewingPatterns.stateChanged('failed');
  const worker = { postMessage: jest.fn() };
  await keepForOffline(worker as unknown as ServiceWorker);
  const { urls } = worker.postMessage.mock.calls[0][0] as { urls: string[] };
  expect(urls).toContain('http://localhost:8081/remoteEntry.js');
  expect(urls.filter((url) => url.includes('/media/'))).toEqual([]);
});
