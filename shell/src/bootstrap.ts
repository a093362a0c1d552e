/**
 * The root config: plain TypeScript, no React. Reads remotes.json (written into the page by the shell's
 * host; fetched when the page has none), registers the remotes with
 * the federation runtime and one single-spa application per remote plus the frame, then starts.
 */
import { addErrorHandler, navigateToUrl, registerApplication, start } from 'single-spa';
import {
  flushPendingUploads,
  isNativePlatform,
  navigationRequested,
  requestContent,
  startKernel,
  startNativePlatform,
  yieldToMain,
} from '@nahtlos/platform';
import type { SpaLifecycles } from '@nahtlos/ui';
import { whenPageSettled } from './pageSettled';
import { registerServiceWorker } from './registerServiceWorker';
import { fetchRemoteManifestUrls, registerAllRemotes } from './remotes';
import { ownerOf, remoteNames, showsContent, type RemoteName } from './routeTable';

/** A first page without published content loads it once the page has settled like this (pageSettled.ts). */
export const CONTENT_AFTER = { quietMs: 500, maxWaitMs: 5000 };

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
  // The platform's services (session restore, saved lists, content, sync) start with the first app
  // route: nothing on the frame-only routes (/privacy, the 404 page) needs them, so those pages load
  // without the services' code (axios, storage, repositories). They load in the background; screens
  // show their loading states. (A service called earlier starts them too.)
  // A first page that shows no published content (the account's) starts them without it: the content (four lists,
  // their check and their copies on the device) follows once that page has settled, or when a page that shows it
  // opens, whichever comes first.
  const startPlatform = (app: RemoteName) =>
    void startKernel({ platform: native ? 'native' : 'web', content: showsContent(app) ? 'at-start' : 'when-requested' });
  const owner = ownerOf(window.location.pathname);
  const onAppRoute = owner !== null && owner !== 'frame';
  if (onAppRoute) {
    startPlatform(owner);
    if (!showsContent(owner)) void whenPageSettled(CONTENT_AFTER).then(requestContent);
  }
  // (on an app route the remote application's code is fetched at once, beside remotes.json; the page preloads it
  // by its chunk's name, shared-kernel/build/preloadBootChunks.cjs)
  const loadRemoteApplication = () => import(/* webpackChunkName: "remote-application" */ './remoteApplication');
  if (onAppRoute) void loadRemoteApplication();
  // eslint-disable-next-line effector/no-watch -- single-spa performs navigation: the bus hands it over here
  navigationRequested.watch(({ to, replace, state }) => {
    if (replace) {
      window.history.replaceState(state ?? null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: state ?? null }));
    } else {
      navigateToUrl(to);
    }
  });

  // The frame (tab bar, banner, dialogs, toasts, /privacy, 404) is always there. Its code is a chunk of
  // its own, evaluated in a task after this one; it renders while the route's remote is still loading.
  addErrorHandler((error) => {
    console.error(`[nahtlos] application ${error.appOrParcelName} failed`, error);
  });
  registerApplication({
    name: 'frame',
    // (its chunk is preloaded, so without the yield its modules would run in this very task)
    app: async () => {
      await yieldToMain();
      return loadFrame();
    },
    activeWhen: () => true,
  });
  start({ urlRerouteOnly: true });

  try {
    const urls = await fetchRemoteManifestUrls();
    if (nativeRemotes) {
      // the app's remotes.json points at the bundled copies; newer compatible web builds may replace them
      const choice = await nativeRemotes.chooseRemotes(urls, nativeConfig);
      registerAllRemotes(choice.urls);
      nativeRemotes.registerBundledFallback(choice, urls);
    } else {
      registerAllRemotes(urls);
    }
  } catch (error) {
    // Without remotes.json every remote shows its fallback; the frame still works.
    console.error('[nahtlos] remotes.json could not be loaded', error);
  }
  for (const name of remoteNames) {
    registerApplication({
      name,
      // single-spa loads an application when its route becomes active: the first app route starts the platform
      app: async () => {
        startPlatform(name);
        const { remoteApplication } = await loadRemoteApplication();
        return remoteApplication(name);
      },
      activeWhen: (location) => ownerOf(location.pathname) === name,
    });
  }
  // offline reloads on the web (production builds; it does nothing in the app): once the first visit has settled
  registerServiceWorker();
}

