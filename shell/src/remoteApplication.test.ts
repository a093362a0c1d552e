/**
 * The remotes as applications of the page's layout (index.html's template, single-spa and single-spa-layout for real,
 * in jsdom), on a page no host rendered (the offline copy, the native app): what the page shows while a remote loads,
 * when it cannot be loaded or runs on another platform, and around navigations. The boundary is the network (each
 * remote's mf-manifest.json) and the federation runtime's loadRemote (a remote's lifecycles, or its failure).
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import type { RemoteName } from '@nahtlos/build/apps';
import { captureLogs } from '@nahtlos/testing';
import { startLayout } from './layout';
import { loadedPlatformVersion } from './platformCompatibility';
import { remoteApplication } from './remoteApplication';
import { registerAllRemotes } from './remotes';
import { pageWithoutHost } from './test/layoutPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const [loadedMajor, loadedMinor] = loadedPlatformVersion.split('.').map(Number);
const builtAgainst = (version: string) => ({ shared: [{ name: '@nahtlos/platform', version, requiredVersion: `^${version.split('.')[0]}.0.0` }] });
/** What each remote's server answers for its mf-manifest.json. */
const manifests: Record<string, unknown> = {};
const fetchMock = jest.fn(async (url: string) => {
  const name = new URL(url).hostname;
  return { ok: true, status: 200, text: async () => JSON.stringify(manifests[name] ?? builtAgainst(loadedPlatformVersion)) };
});

/** A remote whose every page says `text`. */
const remoteSaying = (text: string) => ({
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.innerHTML = `<main><h1>${text}</h1></main>`;
  }),
  unmount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.replaceChildren();
  }),
});
const failAfter = (ms: number) => () => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('offline')), ms));

const element = (name: string) => document.getElementById(`single-spa-application:${name}`);
const retryButton = () => document.querySelector<HTMLButtonElement>('.remote-fallback button');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/profile');
  pageWithoutHost();
  registerAllRemotes({
    mf_configurator: 'https://mf_configurator/mf-manifest.json',
    mf_library: 'https://mf_library/mf-manifest.json',
    mf_profile: 'https://mf_profile/mf-manifest.json',
    mf_account: 'https://mf_account/mf-manifest.json',
  });
  // the profile's first load fails (offline); the rest answer as each test says
  load.mockImplementation(failAfter(10));
  // bootstrap.ts's layout, with a frame that only says where it is
  const frame = { bootstrap: async () => undefined, mount: async () => void (element('frame')!.textContent = 'Rahmen'), unmount: async () => undefined };
  void startLayout(async (name) => (name === 'frame' ? frame : remoteApplication(name as RemoteName)));
});

it('builds the page from the template: the frame in #frame-root, the route’s remote in #page-root; one that cannot be loaded shows the German notice', async () => {
  await waitFor(() => expect(retryButton()).not.toBeNull());
  expect(element('frame')?.textContent).toBe('Rahmen');
  expect(element('frame')?.parentElement?.id).toBe('frame-root');
  expect(element('mf_profile')?.parentElement?.id).toBe('page-root');
  expect(element('mf_profile')?.className).toContain('app-container');
  expect(element('mf_profile')?.querySelector('[role="alert"] h1')?.textContent).toBe('Dieser Bereich konnte nicht geladen werden.');
});

it('a retry that fails again after the loading line appeared shows the notice and its button again', async () => {
  load.mockImplementation(failAfter(450)); // slower than the 300 ms after which 'Wird geladen...' replaces the notice
  retryButton()!.click();
  await pause(350);
  expect(element('mf_profile')?.querySelector('.remote-loading')?.textContent).toBe('Wird geladen...');
  await pause(300);
  expect(document.querySelector('.remote-loading')).toBeNull();
  expect(retryButton()?.disabled).toBe(false);
});

it('"Erneut versuchen" once the remote is back: its page replaces the notice', async () => {
  load.mockResolvedValue(remoteSaying('Dein Profil') as never);
  retryButton()!.click();
  await waitFor(() => expect(element('mf_profile')?.textContent).toBe('Dein Profil'));
  expect(document.querySelector('[role="alert"]')).toBeNull();
});

it('on navigation the page leaves (nt-page-leave) and the next route’s remote enters in an element of its own; the old one is removed', async () => {
  const account = remoteSaying('Anmelden');
  load.mockResolvedValue(account as never);
  const leaving = element('mf_profile')!;
  navigateToUrl('/login');
  await waitFor(() => expect(leaving.classList.contains('nt-page-leave')).toBe(true));
  await waitFor(() => expect(element('mf_account')?.textContent).toBe('Anmelden'));
  expect(element('mf_account')?.classList.contains('nt-page-enter')).toBe(true);
  await waitFor(() => expect(leaving.isConnected).toBe(false));
  expect(element('mf_profile')).toBeNull();
  expect(document.querySelectorAll('#page-root > .app-container')).toHaveLength(1);
});

it('a remote built against a newer minor of the loaded platform is mounted', async () => {
  manifests.mf_library = builtAgainst(`${loadedMajor}.${loadedMinor + 1}.0`);
  load.mockResolvedValue(remoteSaying('Stoffe') as never);
  navigateToUrl('/fabrics');
  await waitFor(() => expect(element('mf_library')?.textContent).toBe('Stoffe'));
});

it('a remote built against a newer platform major is not loaded: a notice asks to reload, the error names both versions', async () => {
  manifests.mf_configurator = builtAgainst(`${loadedMajor + 1}.0.0`);
  load.mockClear();
  const { records } = await captureLogs(async () => {
    navigateToUrl('/configurator');
    await waitFor(() => expect(element('mf_configurator')?.querySelector('[role="alert"]')).toBeInTheDocument());
  });
  expect(load).not.toHaveBeenCalled();
  const notice = element('mf_configurator')!.querySelector('[role="alert"]')!;
  expect(notice.querySelector('h1')?.textContent).toBe('Dieser Bereich braucht eine neuere Version der App.');
  expect(notice.textContent).toContain('Lade die Seite neu oder aktualisiere die App.');
  expect(notice.querySelector('button')?.textContent).toBe('Neu laden');
  expect(records).toEqual([
    expect.objectContaining({
      level: 'error',
      message: expect.stringContaining('mf_configurator'),
      detail: { remote: 'mf_configurator', builtAgainst: `${loadedMajor + 1}.0.0`, required: `^${loadedMajor + 1}.0.0`, loaded: loadedPlatformVersion },
    }),
  ]);
  expect(records[0].message).toContain(loadedPlatformVersion);
});

it('a remote without the platform entry waits for its redeploy: "Erneut versuchen" checks again and mounts the fixed build', async () => {
  navigateToUrl('/fabrics');
  await waitFor(() => expect(element('mf_configurator')).toBeNull());
  manifests.mf_configurator = { shared: [{ name: 'react', version: '19.3.1' }] };
  load.mockClear();
  navigateToUrl('/configurator/kinderhose-emil');
  await waitFor(() => expect(element('mf_configurator')?.querySelector('[role="alert"] h1')?.textContent).toBe('Dieser Bereich wird gerade aktualisiert.'));
  expect(load).not.toHaveBeenCalled();

  manifests.mf_configurator = builtAgainst(loadedPlatformVersion);
  load.mockResolvedValue(remoteSaying('Konfigurator') as never);
  retryButton()!.click();
  await waitFor(() => expect(element('mf_configurator')?.textContent).toBe('Konfigurator'));
  expect(document.querySelector('[role="alert"]')).toBeNull();
});
