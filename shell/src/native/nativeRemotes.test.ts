import { bundledFallbackPlugin, chooseRemotes, readNativeConfig, registerBundledFallback, type NativeBundleConfig } from './nativeRemotes';
import type { RemoteManifestUrls } from '../remotes';

const registerPlugins = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const bundled: RemoteManifestUrls = {
  mf_configurator: '/remotes/mf-configurator/mf-manifest.json',
  mf_library: '/remotes/mf-library/mf-manifest.json',
  mf_profile: '/remotes/mf-profile/mf-manifest.json',
  mf_account: '/remotes/mf-account/mf-manifest.json',
};
const config: NativeBundleConfig = { kernelMajor: 2, webRemotes: 'https://www.nahtlos.de/remotes.json', apiOrigin: 'https://www.nahtlos.de' };

// what the shared webpack config writes; the app's platform is 2.0.0 here (options.platformVersion)
const platformVersion = '2.0.0';
const manifest = (version: string, requiredVersion = `^${version.split('.')[0]}.0.0`) => ({
  shared: [{ name: 'react', version: '19.3.1' }, { name: '@nahtlos/platform', version, requiredVersion }],
});

function respond(table: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    if (!(url in table)) throw new TypeError('Failed to fetch');
    const body = table[url];
    if (typeof body === 'number') return { ok: false, status: body, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => body } as Response;
  });
}

const webRemotes = {
  mf_configurator: 'https://cfg.nahtlos.de/mf-manifest.json',
  mf_library: 'https://lib.nahtlos.de/mf-manifest.json',
  mf_profile: '/profile/mf-manifest.json',
  mf_account: 'https://acc.nahtlos.de/mf-manifest.json',
};

beforeEach(() => {
  registerPlugins.mockClear();
  registerRemotes.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('choosing remotes at app start', () => {
  it('offline: every remote from the bundle, nothing fetched', async () => {
    const fetch = respond({});
    expect(await chooseRemotes(bundled, config, { online: false, fetch })).toEqual({ urls: bundled, fromWeb: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('no web origin configured: the bundle', async () => {
    const fetch = respond({});
    expect((await chooseRemotes(bundled, { kernelMajor: 2 }, { online: true, fetch })).fromWeb).toEqual([]);
    expect((await chooseRemotes(bundled, null, { online: true, fetch })).fromWeb).toEqual([]);
  });

  it('online: compatible web builds replace bundled ones; incompatible, broken or missing ones stay bundled', async () => {
    const fetch = respond({
      'https://www.nahtlos.de/remotes.json': webRemotes,
      'https://cfg.nahtlos.de/mf-manifest.json': manifest('2.2.0'),
      'https://lib.nahtlos.de/mf-manifest.json': manifest('3.0.0'),
      'https://www.nahtlos.de/profile/mf-manifest.json': manifest('2.0.0'),
      'https://acc.nahtlos.de/mf-manifest.json': 500,
    });
    const choice = await chooseRemotes(bundled, config, { online: true, fetch, platformVersion });
    expect(choice.urls).toEqual({
      mf_configurator: 'https://cfg.nahtlos.de/mf-manifest.json',
      mf_library: bundled.mf_library,
      mf_profile: 'https://www.nahtlos.de/profile/mf-manifest.json',
      mf_account: bundled.mf_account,
    });
    expect(choice.fromWeb.sort()).toEqual(['mf_configurator', 'mf_profile']);
    expect(fetch).toHaveBeenCalledWith('https://www.nahtlos.de/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('web origin unreachable or too slow: the bundle', async () => {
    expect((await chooseRemotes(bundled, config, { online: true, fetch: respond({}) })).urls).toEqual(bundled);
    const never = jest.fn(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    expect((await chooseRemotes(bundled, config, { online: true, fetch: never, timeoutMs: 30 })).urls).toEqual(bundled);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('falling back to the bundled copy when a web remote fails to load', () => {
  it('re-registers the bundled entry and loads it again, only for remotes from the web', async () => {
    const register = jest.fn();
    const plugin = bundledFallbackPlugin({ urls: { ...bundled, mf_library: 'https://lib/mf-manifest.json' }, fromWeb: ['mf_library'] }, bundled, register);
    const lifecycles = { mount: jest.fn() };
    const origin = { loadRemote: jest.fn(async () => lifecycles) };
    expect(await plugin.errorLoadRemote({ id: 'mf_library/spa', lifecycle: 'onLoad', origin })).toBe(lifecycles);
    expect(register).toHaveBeenCalledWith([{ name: 'mf_library', entry: '/remotes/mf-library/mf-manifest.json' }], { force: true });
    expect(origin.loadRemote).toHaveBeenCalledWith('mf_library/spa');
    // a bundled remote failing is not caught (the shell shows its fallback)
    expect(await plugin.errorLoadRemote({ id: 'mf_profile/spa', lifecycle: 'onLoad', origin })).toBeUndefined();
    // other lifecycles are left alone
    expect(await plugin.errorLoadRemote({ id: 'mf_library/spa', lifecycle: 'afterResolve', origin })).toBeUndefined();
  });

  it('does not loop when the bundled copy fails too', async () => {
    const register = jest.fn();
    const plugin = bundledFallbackPlugin({ urls: bundled, fromWeb: ['mf_account'] }, bundled, register);
    const origin = {
      loadRemote: jest.fn(async (id: string): Promise<unknown> => {
        // the runtime calls the hook again for the failing bundled load
        const again = await plugin.errorLoadRemote({ id, lifecycle: 'onLoad', origin });
        if (again === undefined) throw new Error('bundled copy broken');
        return again;
      }),
    };
    await expect(plugin.errorLoadRemote({ id: 'mf_account/spa', lifecycle: 'onLoad', origin })).rejects.toThrow('bundled copy broken');
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('registers the plugin only when a remote comes from the web', () => {
    registerBundledFallback({ urls: bundled, fromWeb: [] }, bundled);
    expect(registerPlugins).not.toHaveBeenCalled();
    registerBundledFallback({ urls: bundled, fromWeb: ['mf_library'] }, bundled);
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'nahtlos-bundled-fallback' })]);
  });
});

describe('native.json', () => {
  it('is read from the bundle; missing or broken means bundled remotes only', async () => {
    expect(await readNativeConfig(respond({ '/native.json': config }))).toEqual(config);
    expect(await readNativeConfig(respond({ '/native.json': 404 }))).toBeNull();
    expect(await readNativeConfig(respond({ '/native.json': { webRemotes: 'x' } }))).toBeNull();
  });
});
