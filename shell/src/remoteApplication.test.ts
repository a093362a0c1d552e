import { captureLogs } from '@nahtlos/testing';
import { loadedPlatformVersion } from './platformCompatibility';
import { remoteApplication } from './remoteApplication';
import { fetchRemoteManifest, loadRemoteLifecycles } from './remotes';

// The federation runtime and the network are the boundary here: the loader fails like an unreachable
// remote does, the manifest is what the remote's server answers.
jest.mock('./remotes', () => ({ fetchRemoteManifest: jest.fn(), loadRemoteLifecycles: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteLifecycles as jest.MockedFunction<typeof loadRemoteLifecycles>;
const fetchManifest = fetchRemoteManifest as jest.MockedFunction<typeof fetchRemoteManifest>;

const [loadedMajor, loadedMinor] = loadedPlatformVersion.split('.').map(Number);
const builtAgainst = (version: string) => ({ shared: [{ name: '@nahtlos/platform', version, requiredVersion: `^${version.split('.')[0]}.0.0` }] });
const mountedLifecycles = () => ({
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.textContent = 'Dein Profil';
  }),
  unmount: jest.fn(async () => undefined),
});

const retryButton = () => document.querySelector<HTMLButtonElement>('.remote-fallback button');
const failAfter = (ms: number) => () => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('offline')), ms));

beforeEach(() => {
  load.mockReset();
  fetchManifest.mockReset();
  fetchManifest.mockResolvedValue(builtAgainst(loadedPlatformVersion));
  document.body.innerHTML = '<div id="page-root"></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a retry that fails again after the loading line appeared shows the notice and its button again', async () => {
  load.mockImplementation(failAfter(10));
  const app = remoteApplication('mf_profile');
  await app.mount({});
  expect(retryButton()).not.toBeNull();

  load.mockImplementation(failAfter(450)); // slower than the 300 ms after which 'Wird geladen...' replaces the notice
  retryButton()!.click();
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(document.querySelector('.remote-loading')).not.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(document.querySelector('.remote-loading')).toBeNull();
  expect(retryButton()?.disabled).toBe(false);
  expect(load).toHaveBeenCalledTimes(2);
});

it('a remote built against a newer minor of the loaded platform is mounted', async () => {
  fetchManifest.mockResolvedValue(builtAgainst(`${loadedMajor}.${loadedMinor + 1}.0`));
  const lifecycles = mountedLifecycles();
  load.mockResolvedValue(lifecycles as never);
  await remoteApplication('mf_profile').mount({});
  expect(document.querySelector('[data-app="mf_profile"]')?.textContent).toBe('Dein Profil');
  expect(lifecycles.mount).toHaveBeenCalledTimes(1);
});

it('a remote built against a newer platform major is not loaded: a notice asks to reload, the error names both versions', async () => {
  fetchManifest.mockResolvedValue(builtAgainst(`${loadedMajor + 1}.0.0`));
  const { records } = await captureLogs(() => remoteApplication('mf_profile').mount({}));

  expect(load).not.toHaveBeenCalled();
  const notice = document.querySelector('[data-app="mf_profile"] [role="alert"]');
  expect(notice?.querySelector('h1')?.textContent).toBe('Dieser Bereich braucht eine neuere Version der App.');
  expect(notice?.textContent).toContain('Lade die Seite neu oder aktualisiere die App.');
  expect(notice?.querySelector('button')?.textContent).toBe('Neu laden');
  expect(records).toEqual([
    expect.objectContaining({
      level: 'error',
      message: expect.stringContaining('mf_profile'),
      detail: { remote: 'mf_profile', builtAgainst: `${loadedMajor + 1}.0.0`, required: `^${loadedMajor + 1}.0.0`, loaded: loadedPlatformVersion },
    }),
  ]);
  expect(records[0].message).toContain(`^${loadedMajor + 1}.0.0`);
  expect(records[0].message).toContain(loadedPlatformVersion);
});

it('a remote without the platform entry waits for its redeploy: "Erneut versuchen" checks again and mounts the fixed build', async () => {
  fetchManifest.mockResolvedValue({ shared: [{ name: 'react', version: '19.3.1' }] });
  const { records } = await captureLogs(() => remoteApplication('mf_profile').mount({}));
  expect(records.map((record) => record.level)).toEqual(['error']);
  expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('Dieser Bereich wird gerade aktualisiert.');
  expect(load).not.toHaveBeenCalled();

  fetchManifest.mockResolvedValue(builtAgainst(loadedPlatformVersion));
  load.mockResolvedValue(mountedLifecycles() as never);
  retryButton()!.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.querySelector('[role="alert"]')).toBeNull();
  expect(document.querySelector('[data-app="mf_profile"]')?.textContent).toBe('Dein Profil');
});

describe("a page served with the route's first paint", () => {
  const firstPaintPage = () => {
    document.body.innerHTML =
      '<div id="page-root"><div class="app-container" data-app="mf_profile" data-first-paint inert><main><h1>Profil</h1></main></div></div>';
    return document.querySelector<HTMLElement>('[data-first-paint]')!;
  };

  it('the remote renders into the element holding it, which is usable afterwards', async () => {
    const prerendered = firstPaintPage();
    const lifecycles = mountedLifecycles();
    load.mockResolvedValue(lifecycles as never);
    await remoteApplication('mf_profile').mount({});

    expect(lifecycles.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: prerendered }));
    expect(document.querySelectorAll('[data-app="mf_profile"]')).toHaveLength(1);
    expect(prerendered.textContent).toBe('Dein Profil');
    expect(prerendered.hasAttribute('inert')).toBe(false);
    expect(prerendered.classList.contains('nt-page-enter')).toBe(false);
  });

  it('while the remote loads, the first paint stays; when it cannot be loaded, the notice replaces it and can be used', async () => {
    firstPaintPage();
    load.mockImplementation(failAfter(400));
    const mounting = remoteApplication('mf_profile').mount({});
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(document.querySelector('[data-app="mf_profile"] h1')?.textContent).toBe('Profil');
    expect(document.querySelector('.remote-loading')).toBeNull();
    await mounting;

    expect(document.querySelector('[data-app="mf_profile"] h1')?.textContent).not.toBe('Profil');
    expect(retryButton()).not.toBeNull();
    expect(document.querySelector('[data-app="mf_profile"]')?.hasAttribute('inert')).toBe(false);
  });

  it("a first paint of another app (the address moved on before the apps started) gives way to the remote's own container", async () => {
    firstPaintPage();
    const lifecycles = mountedLifecycles();
    load.mockResolvedValue(lifecycles as never);
    await remoteApplication('mf_account').mount({});
    expect(document.querySelectorAll('[data-app]')).toHaveLength(1);
    expect(document.querySelector('[data-app="mf_account"]')?.textContent).toBe('Dein Profil');
  });
});
