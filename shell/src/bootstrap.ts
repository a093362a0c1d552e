/**
 * The root config: plain TypeScript, no React. Adopts the page's layout (index.html's template, single-spa-layout:
 * the markup the host rendered, or built from the template where no host rendered the page), the state the host
 * rendered it with, registers one single-spa application per application of the layout (the frame and the
 * remotes, loaded from remotes.json through the federation runtime), then starts.
 */
import { addErrorHandler, navigateToUrl } from 'single-spa';
import {
  adoptPageState,
  flushPendingUploads,
  isNativePlatform,
  navigationRequested,
  requestContent,
  startKernel,
  startNativePlatform,
  startServices,
  yieldToMain,
} from '@nahtlos/platform';
import { PAGE_SETTLED_MARK, pageState, type SpaLifecycles } from '@nahtlos/ui';
import type * as NativeRemotes from './native/nativeRemotes';
import { remoteNames, showsContent, type RemoteName } from './apps';
import { pageApplicationAt, startLayout } from './layout';
import { whenPageSettled } from './pageSettled';
import { registerServiceWorker } from './registerServiceWorker';
import { fetchRemoteManifestUrls, registerAllRemotes } from './remotes';

/** A first page without published content loads it once the page has settled like this (pageSettled.ts). */
export const CONTENT_AFTER = { quietMs: 500, maxWaitMs: 5000 };

const isRemoteName = (name: string): name is RemoteName => (remoteNames as string[]).includes(name);

/**
 * Starts the page. `loadFrame` loads the frame's lifecycles (index.ts imports them, so the page preloads
 * their chunk); single-spa mounts the frame once they are there, in a task after this one.
 */
export async function boot(loadFrame: () => Promise<SpaLifecycles>): Promise<void> {
  // In the Android/iOS app: native adapters (SQLite storage, files, network, app state, back
  // button, status bar) before the kernel touches storage. On the web nothing changes.
  const native = isNativePlatform();
  // the app's own remote handling and the remote applications load when needed: not part of /privacy's JS
  const nativeRemotes = native ? await import('./native/nativeRemotes') : null;
  const nativeConfig = nativeRemotes ? await nativeRemotes.readNativeConfig() : null;
  if (native) {
    await startNativePlatform({ apiOrigin: nativeConfig?.apiOrigin, flushPendingUploads }).catch((error) =>
      console.error('[nahtlos] native adapters could not start', error),
    );
  }
  // the values the host rendered the page with, before anything reads the platform's stores: their first render then
  // matches the host's markup
  adoptPageState(pageState() ?? {});
  // The platform's services (session restore, saved lists, content, sync) start with the first app
  // route: nothing on the frame-only routes (/privacy, the 404 page) needs them, so those pages load
  // without the services' code (axios, storage, repositories). They load in the background; screens
  // show their loading states. (A service called earlier starts them too.)
  // A first page that shows no published content (the account's) starts them without it: the content (four lists,
  // their check and their copies on the device) follows once that page has settled, or when a page that shows it
  // opens, whichever comes first. (Lists the page carried are not loaded again: adoptPageState.)
  const startPlatform = (app: RemoteName) =>
    void startKernel({ platform: native ? 'native' : 'web', content: showsContent(app) ? 'at-start' : 'when-requested' });
  const first = pageApplicationAt(window.location.pathname);
  const owner = first !== null && isRemoteName(first) ? first : null;
  // (on an app route the remote application's code is fetched at once, beside remotes.json; the page preloads it
  // by its chunk's name, shared-kernel/build/preloadBootChunks.cjs)
  const loadRemoteApplication = () => import(/* webpackChunkName: "remote-application" */ './remoteApplication');
  if (owner) {
    startPlatform(owner);
    // once the page has settled: the content a first page without it skipped, and the services a first visit started
    // without (kernel.ts: the lists the page carried are then kept on the device for offline use)
    void whenPageSettled(CONTENT_AFTER).then(() => {
      performance.mark(PAGE_SETTLED_MARK);
      if (!showsContent(owner)) requestContent();
      void startServices();
    });
    void loadRemoteApplication();
  }
  // eslint-disable-next-line effector/no-watch -- single-spa performs navigation: the bus hands it over here
  navigationRequested.watch(({ to, replace, state }) => {
    if (replace) {
      window.history.replaceState(state ?? null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: state ?? null }));
    } else {
      navigateToUrl(to);
    }
  });
  addErrorHandler((error) => {
    console.error(`[nahtlos] application ${error.appOrParcelName} failed`, error);
  });

  // Without remotes.json every remote shows its fallback; the frame still works.
  const remotesRegistered = registerRemotes(nativeRemotes, nativeConfig).catch((error: unknown) =>
    console.error('[nahtlos] remotes.json could not be loaded', error),
  );
  // the layout in a task after the boot's own work (the platform's start, the remotes' registration)
  await yieldToMain();
  await startLayout(async (name) => {
    // The frame (tab bar, banner, dialogs, toasts, /privacy, 404) is always there. Its code is a chunk of its own,
    // evaluated in a task after this one (it is preloaded: without the yield its modules would run in this task).
    if (name === 'frame') {
      await yieldToMain();
      return loadFrame();
    }
    if (!isRemoteName(name)) throw new Error(`[nahtlos] the layout names an unknown application ${name}`);
    // single-spa loads an application when its route becomes active: the first app route starts the platform
    startPlatform(name);
    const [{ remoteApplication }] = await Promise.all([loadRemoteApplication(), remotesRegistered]);
    return remoteApplication(name);
  });
  // offline reloads on the web (production builds; it does nothing in the app): once the first visit has settled
  registerServiceWorker();
}

/** remotes.json (the page's, else fetched) registered with the federation runtime; in the app, its own choice. */
async function registerRemotes(
  nativeRemotes: typeof NativeRemotes | null,
  nativeConfig: NativeRemotes.NativeBundleConfig | null,
): Promise<void> {
  const urls = await fetchRemoteManifestUrls();
  if (!nativeRemotes) return registerAllRemotes(urls);
  // the app's remotes.json points at the bundled copies; newer compatible web builds may replace them
  const choice = await nativeRemotes.chooseRemotes(urls, nativeConfig);
  registerAllRemotes(choice.urls);
  nativeRemotes.registerBundledFallback(choice, urls);
}
