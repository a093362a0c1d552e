/**
 * The root config's start on the web (unchanged: remotes.json as it is, kernel platform 'web', no
 * native adapters) and in the app (native adapters before the kernel, remote choice with bundled
 * fallback); a first page without published content starts the kernel without it.
 */
import { pageWithoutHost } from '../test/layoutPage';

const calls: string[] = [];
const kernel = {
  isNativePlatform: jest.fn(() => false),
  startNativePlatform: jest.fn(async () => {
    calls.push('startNativePlatform');
    return { platform: 'android', failed: [] };
  }),
  startKernel: jest.fn(async () => {
    calls.push('startKernel');
  }),
  adoptPageState: jest.fn(),
  flushPendingUploads: jest.fn(),
  requestContent: jest.fn(),
  startServices: jest.fn(async () => undefined),
  navigationRequested: { watch: jest.fn() },
  yieldToMain: jest.fn(async () => undefined),
};
// The platform stands in here because its native start needs the app's Capacitor plugins (camera, network, file
// system, purchases), which jsdom lacks; this test checks only the order the root config starts things in.
jest.mock('@nahtlos/platform', () => kernel);
// jsdom has no User Timing: the mark e2e/scripts/size.mjs reads is watched here
const mark = jest.fn();
Object.assign(performance, { mark });
// (single-spa-layout uses the rest of single-spa as it is)
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), addErrorHandler: jest.fn(), navigateToUrl: jest.fn(), registerApplication: jest.fn(), start: jest.fn() }));
// the frame (React) has its own tests; here only the boot order counts
const frame = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
jest.mock('../remoteApplication', () => ({ remoteApplication: jest.fn() }));

const bundled = { mf_configurator: '/remotes/mf-configurator/mf-manifest.json', mf_library: '/remotes/mf-library/mf-manifest.json', mf_profile: '/p', mf_account: '/a' };
const remotes = {
  fetchRemoteManifestUrls: jest.fn(async () => bundled),
  registerAllRemotes: jest.fn((urls: unknown) => {
    calls.push(`registerAllRemotes ${JSON.stringify(urls)}`);
  }),
};
jest.mock('../remotes', () => remotes);

const choice = { urls: { ...bundled, mf_library: 'https://www.nahtlos.de/lib/mf-manifest.json' }, fromWeb: ['mf_library'] };
const nativeConfig = { kernelMajor: 1, webRemotes: 'https://www.nahtlos.de/remotes.json', apiOrigin: 'https://www.nahtlos.de' };
const nativeRemotes = {
  readNativeConfig: jest.fn(async () => nativeConfig),
  chooseRemotes: jest.fn(async () => choice),
  registerBundledFallback: jest.fn(),
};
jest.mock('./nativeRemotes', () => nativeRemotes);

async function boot(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const { boot: start } = await import('../bootstrap');
    void start(async () => frame);
  });
  // let boot() run to its end
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  // the page's layout (index.html), as a page no host rendered
  pageWithoutHost();
  calls.length = 0;
  jest.clearAllMocks();
});

it('web: unchanged start, nothing native', async () => {
  kernel.isNativePlatform.mockReturnValue(false);
  await boot();
  expect(kernel.startKernel).toHaveBeenCalledWith({ platform: 'web', content: 'at-start' });
  expect(kernel.startNativePlatform).not.toHaveBeenCalled();
  expect(nativeRemotes.readNativeConfig).not.toHaveBeenCalled();
  expect(nativeRemotes.chooseRemotes).not.toHaveBeenCalled();
  expect(nativeRemotes.registerBundledFallback).not.toHaveBeenCalled();
  expect(remotes.registerAllRemotes).toHaveBeenCalledWith(bundled);
});

it('app: native adapters before the kernel, then newer compatible web remotes with bundled fallback', async () => {
  kernel.isNativePlatform.mockReturnValue(true);
  await boot();
  expect(kernel.startNativePlatform).toHaveBeenCalledWith({ apiOrigin: 'https://www.nahtlos.de', flushPendingUploads: kernel.flushPendingUploads });
  expect(kernel.startKernel).toHaveBeenCalledWith({ platform: 'native', content: 'at-start' });
  expect(calls.indexOf('startNativePlatform')).toBeLessThan(calls.indexOf('startKernel'));
  expect(nativeRemotes.chooseRemotes).toHaveBeenCalledWith(bundled, nativeConfig);
  expect(remotes.registerAllRemotes).toHaveBeenCalledWith(choice.urls);
  expect(nativeRemotes.registerBundledFallback).toHaveBeenCalledWith(choice, bundled);
});

it('app: a failing native start still starts the kernel', async () => {
  kernel.isNativePlatform.mockReturnValue(true);
  kernel.startNativePlatform.mockRejectedValueOnce(new Error('bridge'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await boot();
  expect(kernel.startKernel).toHaveBeenCalledWith({ platform: 'native', content: 'at-start' });
  error.mockRestore();
});

it('a first page that shows no published content: the kernel starts without it and gets it, and the services, once the page has settled', async () => {
  kernel.isNativePlatform.mockReturnValue(false);
  const { CONTENT_AFTER } = await import('../bootstrap');
  const pageSettles = () => new Promise((resolve) => setTimeout(resolve, CONTENT_AFTER.quietMs + 100));
  await pageSettles(); // the earlier tests' pages have settled (their calls are not counted here)
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/login');
  try {
    await boot();
    expect(kernel.startKernel).toHaveBeenCalledWith({ platform: 'web', content: 'when-requested' });
    expect(kernel.requestContent).not.toHaveBeenCalled();
    expect(kernel.startServices).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalled();
    // (jsdom observes no fetches: the quiet stretch after the load event)
    await pageSettles();
    expect(kernel.requestContent).toHaveBeenCalledTimes(1);
    expect(kernel.startServices).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith('nahtlos:page-settled');
  } finally {
    window.history.replaceState(null, '', '/');
  }
});
