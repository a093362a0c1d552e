/**
 * The root config: plain TypeScript, no React. Fetches remotes.json, registers the remotes with
 * the federation runtime and one single-spa application per remote plus the frame, then starts.
 */
import { addErrorHandler, navigateToUrl, registerApplication, start } from 'single-spa';
import { navigationRequested, startKernel } from '@nahtlos/shared-kernel';
import { remoteApplication } from './remoteApplication';
import { fetchRemoteManifestUrls, registerAllRemotes } from './remotes';
import { ownerOf, remoteNames } from './routeTable';

async function boot(): Promise<void> {
  // session, saved lists and content load in the background; screens show their loading states
  void startKernel({ platform: 'web' });
  navigationRequested.watch(({ to, replace, state }) => {
    if (replace) {
      window.history.replaceState(state ?? null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: state ?? null }));
    } else {
      navigateToUrl(to);
    }
  });

  // The frame (tab bar, banner, dialogs, toasts, /privacy, 404) is always there.
  registerApplication({
    name: 'frame',
    app: () => import('./frame/spa'),
    activeWhen: () => true,
  });

  try {
    registerAllRemotes(await fetchRemoteManifestUrls());
  } catch (error) {
    // Without remotes.json every remote shows its fallback; the frame still works.
    console.error('[nahtlos] remotes.json could not be loaded', error);
  }
  for (const name of remoteNames) {
    registerApplication({
      name,
      app: async () => remoteApplication(name),
      activeWhen: (location) => ownerOf(location.pathname) === name,
    });
  }

  addErrorHandler((error) => {
    console.error(`[nahtlos] application ${error.appOrParcelName} failed`, error);
  });
  start({ urlRerouteOnly: true });
}

void boot();
