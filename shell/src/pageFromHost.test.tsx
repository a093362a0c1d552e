/**
 * A page the host rendered (single-spa-layout's server layout: the route's remote and the frame in their elements),
 * taken over in jsdom by the layout engine, single-spa and the real frame: the markup stays on screen while the code
 * loads (no loading line), the apps hydrate it (the very elements stay), a tap made before that is made again.
 * The boundary is the network (the remote's manifest) and the federation runtime's loadRemote.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { getAppStatus, MOUNTED } from 'single-spa';
import type { RemoteName } from '@nahtlos/build/apps';
import { createSpaLifecycles } from '@nahtlos/ui';
import { Frame } from './frame/Frame';
import * as frame from './frame/spa';
import { startLayout } from './layout';
import { loadedPlatformVersion } from './platformCompatibility';
import { remoteApplication } from './remoteApplication';
import { registerAllRemotes } from './remotes';
import { pageFromHost, pageWithoutHost } from './test/layoutPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/**
 * The host's inline script (host/src/render/earlyTaps.ts; the e2e suite runs the real one) as the shell meets it:
 * it keeps the latest tap on a control of #page-root, marked busy, until the shell takes it.
 */
function hostKeepsTaps() {
  let kept: HTMLElement | null = null;
  const keep = (event: MouseEvent) => {
    const control = (event.target as Element).closest<HTMLElement>('button');
    if (!control?.closest('#page-root')) return;
    event.preventDefault();
    control.setAttribute('aria-busy', 'true');
    kept = control;
  };
  document.addEventListener('click', keep, true);
  (window as { nahtlosEarlyTaps?: { take(): HTMLElement | null } }).nahtlosEarlyTaps = {
    take() {
      document.removeEventListener('click', keep, true);
      kept?.removeAttribute('aria-busy');
      return kept;
    },
  };
}

/** The library's /fabrics page: a fabric to keep, its heart pressed by a tap. */
function Fabrics() {
  const [kept, setKept] = useState(false);
  return (
    <main>
      <h1>Stoffe</h1>
      <button type="button" aria-pressed={kept} onClick={() => setKept((was) => !was)}>
        Merken
      </button>
    </main>
  );
}

const element = (name: string) => document.getElementById(`single-spa-application:${name}`)!;
const heart = () => element('mf_library').querySelector('button')!;

let loaded: (lifecycles: unknown) => void;

beforeAll(async () => {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ shared: [{ name: '@nahtlos/platform', version: loadedPlatformVersion, requiredVersion: `^${loadedPlatformVersion.split('.')[0]}.0.0` }] }),
  })) as unknown as typeof fetch;
  window.history.replaceState(null, '', '/fabrics');
  // the page as the host serves it: the remote's and the frame's server render (with the template's layout)
  pageWithoutHost();
  const frameMarkup = renderToString(<Frame location="/fabrics" />);
  pageFromHost({ remote: 'mf_library', markup: renderToString(<Fabrics />), frame: frameMarkup });
  registerAllRemotes({ mf_library: 'https://bibliothek.example/mf-manifest.json' } as never);
  // the remote's code arrives when the test says so
  load.mockImplementation(() => new Promise((resolve) => (loaded = resolve as never)));
  hostKeepsTaps();
  startLayout(async (name) => (name === 'frame' ? frame : remoteApplication(name as RemoteName)));
  // the frame mounts with React's DOM renderer, which its lifecycles load then: here, not between the tests
  await waitFor(() => expect(getAppStatus('frame')).toBe(MOUNTED));
});

it('the frame hydrates its markup: the tab bar painted by the host is the one the user keeps', async () => {
  const tabBar = element('frame').querySelector('nav');
  expect(tabBar).not.toBeNull();
  await waitFor(() => expect(element('frame').querySelector('[aria-current="page"]')?.textContent).toBe('Stoffe'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(element('frame').querySelector('nav')).toBe(tabBar);
  expect(element('frame').textContent).not.toContain('Seite nicht gefunden');
});

it('while the remote loads, its server markup stays, with no loading line; a tap on it waits, marked busy', async () => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(element('mf_library').querySelector('h1')?.textContent).toBe('Stoffe');
  expect(document.querySelector('.remote-loading')).toBeNull();
  heart().click();
  expect(heart()).toHaveAttribute('aria-busy', 'true');
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
});

it('the remote hydrates the very elements, and the tap made before is made once', async () => {
  const title = element('mf_library').querySelector('h1');
  const button = heart();
  await act(async () => loaded(createSpaLifecycles(Fabrics)));
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  expect(element('mf_library').querySelector('h1')).toBe(title);
  expect(heart()).toBe(button);
  expect(heart()).not.toHaveAttribute('aria-busy');
  await act(async () => heart().click());
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
});
