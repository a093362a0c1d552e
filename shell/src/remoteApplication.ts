import { logger } from '@nahtlos/platform';
import { pageLeaveDelay, type SpaLifecycles } from '@nahtlos/ui';
import { dropFirstPaint, firstPaintReplaceable, firstPaintReplaced, takeFirstPaint } from './firstPaint';
import { firstPaintHydratable } from './firstPaintHydration';
import { checkRemotePlatform } from './platformCompatibility';
import { renderLoading, renderRemoteFallback, type RemoteNotice } from './remoteFallback';
import { fetchRemoteManifest, loadRemoteLifecycles, resetRemote } from './remotes';
import type { RemoteName } from './routeTable';

type MountProps = Record<string, unknown>;

/**
 * The single-spa application the shell registers for a remote. It loads the remote lazily on
 * first mount, after checking in its manifest that it runs on the loaded platform (same major). If the
 * remote cannot be loaded (network, 404, broken script, mount error) or is built for another platform
 * major, it shows a German notice in the remote's place instead of letting single-spa mark the app
 * broken, so the rest of the app keeps working and a retry (or reload) can succeed. It also plays the
 * page transitions (280 ms in, 200 ms out).
 */
export function remoteApplication(name: RemoteName) {
  let remote: SpaLifecycles | null = null;
  let container: HTMLElement | null = null;
  let realMounted = false;

  const pageRoot = () => document.getElementById('page-root')!;

  /**
   * Loads (the first time), checks and mounts the remote; the notice to show when that did not work. A
   * container holding the remote's first paint shows it while loading; the remote's first render hydrates it.
   */
  async function mountRemote(props: MountProps, firstPaint = false): Promise<RemoteNotice | null> {
    const stopLoading = firstPaint ? () => undefined : renderLoading(container!);
    try {
      if (!remote) {
        const check = checkRemotePlatform(await fetchRemoteManifest(name));
        if (!check.compatible) {
          stopLoading();
          logger.error(
            `[nahtlos] ${name} is not mounted: it requires platform ${check.required ?? check.builtAgainst ?? '(no entry in its manifest)'}, the loaded platform is ${check.loaded}`,
            { remote: name, builtAgainst: check.builtAgainst, required: check.required, loaded: check.loaded },
          );
          return check.needsNewerPlatform ? 'needsNewerApp' : 'updating';
        }
        const lifecycles = await loadRemoteLifecycles(name);
        await lifecycles.bootstrap({ ...props, domElement: container });
        remote = lifecycles;
      }
      stopLoading();
      if (!container?.isConnected) return null; // navigated away meanwhile
      if (firstPaint) await firstPaintReplaceable(container);
      else container.replaceChildren();
      // a first paint is hydrated (@nahtlos/ui createSpaLifecycles) where it is this device's first render: the remote adopts its elements
      await remote.mount({ ...props, domElement: container, hydrate: firstPaint && firstPaintHydratable() });
      if (firstPaint) firstPaintReplaced(container);
      realMounted = true;
      return null;
    } catch (error) {
      stopLoading();
      console.error(`[nahtlos] ${name} could not be mounted`, error);
      return 'failed';
    }
  }

  function showNotice(notice: RemoteNotice, props: MountProps): void {
    if (!container) return;
    if (notice === 'needsNewerApp') {
      // the page's platform is older than the remote's: a reload fetches the newer shell (the app updates in its store)
      renderRemoteFallback(container, notice, async () => window.location.reload());
      return;
    }
    renderRemoteFallback(container, notice, async () => {
      resetRemote(name);
      remote = null;
      // a retry that fails again (offline still) must bring the notice back: after 300 ms the loading
      // line has replaced it, and the user would be left with 'Wird geladen...' for good
      const again = await mountRemote(props);
      if (again) showNotice(again, props);
    });
  }

  return {
    async bootstrap() {},
    async mount(props: MountProps) {
      // the first route may come with its first paint: the remote renders into it, without moving in
      const firstPaint = takeFirstPaint(name);
      container = firstPaint ?? document.createElement('div');
      if (!firstPaint) {
        container.className = 'app-container nt-page-enter';
        container.dataset.app = name;
        pageRoot().append(container);
      }
      const notice = await mountRemote(props, firstPaint !== null);
      if (notice && firstPaint) dropFirstPaint(firstPaint);
      if (notice) showNotice(notice, props);
    },
    async unmount(props: MountProps) {
      const leaving = container;
      if (!leaving) return;
      leaving.classList.remove('nt-page-enter');
      leaving.classList.add('nt-page-leave');
      await pageLeaveDelay();
      if (realMounted && remote) await remote.unmount({ ...props, domElement: leaving });
      realMounted = false;
      leaving.remove();
      if (container === leaving) container = null;
    },
  };
}
