/**
 * Content that could not be loaded is 'failed' (not 'loading' forever), and is loaded again by a
 * screen's retry (`loadContent`) or by the connection coming back. The kernel runs as in the app; only
 * the server is a stand-in whose content API fails until the test lets it answer.
 */
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { freshKernel } from '../../test/freshKernel';

let bus: ReturnType<typeof freshKernel>['bus'];
let kernel: ReturnType<typeof freshKernel>['kernel'];
let contentStates: ReturnType<typeof freshKernel>['contentStates'];
let contentAnswers: boolean;
let contentRequests: number;
/** While set, content requests wait for it and then fail as cut off with the connection. */
let heldRequests: Promise<void> | null;

const server: AxiosAdapter = async (config) => {
  if (config.url?.startsWith('/api/app/')) contentRequests += 1;
  if (heldRequests) {
    await heldRequests;
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  }
  if (!contentAnswers) {
    throw new AxiosError('Server Error', AxiosError.ERR_BAD_RESPONSE, config, null, { data: {}, status: 500, statusText: 'Server Error', headers: {}, config });
  }
  return { data: { data: [], meta: { publishedAt: '2026-01-01T00:00:00.000Z' }, legacy: [] }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeEach(() => {
  ({ bus, kernel, contentStates } = freshKernel(server));
  contentAnswers = false;
  contentRequests = 0;
  heldRequests = null;
});
afterEach(() => bus.onlineStatusChanged(false));

it('a failed first load leaves every collection failed; loadContent (the retry) loads them once the API answers', async () => {
  await kernel.startKernel({ platform: 'web' });
  expect(contentStates()).toEqual(['failed', 'failed', 'failed', 'failed']);

  contentAnswers = true;
  await kernel.loadContent();
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
});

it('coming back online loads failed content again, without a tap; content that loaded is not requested again', async () => {
  bus.onlineStatusChanged(true);
  await kernel.startKernel({ platform: 'web' });
  expect(contentStates()).toContain('failed');

  contentAnswers = true;
  bus.onlineStatusChanged(false);
  const before = contentRequests;
  bus.onlineStatusChanged(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(contentRequests).toBeGreaterThan(before);
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);

  const loaded = contentRequests;
  bus.onlineStatusChanged(false);
  bus.onlineStatusChanged(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(contentRequests).toBe(loaded);
});

it('the connection dropping and coming back while a load is under way: the load fails, and the content is loaded again', async () => {
  bus.onlineStatusChanged(true);
  await kernel.startKernel({ platform: 'web' });

  // a screen's retry is under way (its requests wait) when the connection goes and comes back
  let release!: () => void;
  heldRequests = new Promise<void>((resolve) => (release = resolve));
  const before = contentRequests;
  const retry = kernel.loadContent();
  while (contentRequests < before + 4) await new Promise((resolve) => setTimeout(resolve, 5));
  bus.onlineStatusChanged(false);
  bus.onlineStatusChanged(true);
  // its requests were cut off with the connection; the server answers what is asked from now on
  heldRequests = null;
  contentAnswers = true;
  release();
  await retry;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(contentStates()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
});
