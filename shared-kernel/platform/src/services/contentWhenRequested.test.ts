/**
 * A start with `content: 'when-requested'` (a first page that shows no published content) loads the content only
 * once `requestContent()` is called, and then once. The kernel runs as in the app; only the server is a stand-in.
 */
import type { AxiosAdapter } from 'axios';
import { freshKernel } from '../../test/freshKernel';

let kernel: ReturnType<typeof freshKernel>['kernel'];
let contentStates: ReturnType<typeof freshKernel>['contentStates'];
let contentRequests: string[];

const server: AxiosAdapter = async (config) => {
  if (config.url?.startsWith('/api/app/')) contentRequests.push(config.url);
  return { data: { data: [], meta: { publishedAt: '2026-01-01T00:00:00.000Z' }, legacy: [] }, status: 200, statusText: 'OK', headers: {}, config };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  ({ kernel, contentStates } = freshKernel(server));
  contentRequests = [];
});

it('without a request the start loads no content; requestContent loads every collection, once', async () => {
  const started = kernel.startKernel({ platform: 'web', content: 'when-requested' });
  await settle();
  expect(contentRequests).toEqual([]);
  expect(contentStates()).not.toContain('loaded');

  kernel.requestContent();
  await started;
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
  const requested = contentRequests.length;
  expect(requested).toBeGreaterThanOrEqual(4);

  kernel.requestContent(); // a second page that shows content: nothing more to load
  await settle();
  expect(contentRequests).toHaveLength(requested);
});

it('a later start for a page that shows content (another remote) lets it load at once', async () => {
  const started = kernel.startKernel({ platform: 'web', content: 'when-requested' });
  await settle();
  expect(contentRequests).toEqual([]);
  await kernel.startKernel({ platform: 'web' }); // the same start, now with the content wanted
  await started;
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
});

it('by default the start loads the content itself', async () => {
  await kernel.startKernel({ platform: 'web' });
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
});
