import { logger } from '@nahtlos/platform';
import type { RemoteName } from './apps';
import { pageLeaveDelay, unlockFields, type SpaLifecycles } from '@nahtlos/ui';
import { takeEarlyTap } from './earlyTap';
import { firstPaintHydratable } from './firstPaintHydration';
import { applicationElementId } from './layout';
import { checkRemotePlatform } from './platformCompatibility';
import { renderLoading, renderRemoteFallback, type RemoteNotice } from './remoteFallback';
import { fetchRemoteManifest, loadRemoteLifecycles, resetRemote } from './remotes';

type MountProps = Record<string, unknown>;

/** The remote's element of the layout (single-spa-layout places it before the mount; removes it after the unmount). */
function layoutElementOf(name: RemoteName): HTMLElement {
  const id = applicationElementId(name);
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

/**
 * The single-spa application the shell registers for a remote. It loads the remote lazily on
 * first mount, after checking in its manifest that it runs on the loaded platform (same major). If the
 * remote cannot be loaded (network, 404, broken script, mount error) or is built for another platform
 * major, it shows a German notice in the remote's place instead of letting single-spa mark the app
 * broken, so the rest of the app keeps working and a retry (or reload) can succeed. It also plays the
 * page transitions (280 ms in, 200 ms out). Its first mount into the host's markup (the page's first route,
 * server-rendered) hydrates it and keeps it on screen while the remote loads.
 */
export function remoteApplication(name: RemoteName) {
  let remote: SpaLifecycles | null = null;
  let container: HTMLElement | null = null;
  let realMounted = false;
  let mountedBefore = false;

  /** Loads (the first time), checks and mounts the remote; the notice to show when that did not work. */
  async function mountRemote(props: MountProps, serverMarkup = false): Promise<RemoteNotice | null> {
    const stopLoading = serverMarkup ? () => undefined : renderLoading(container!);
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
      if (!serverMarkup) container.replaceChildren();
      // the host's markup is hydrated (@nahtlos/ui createSpaLifecycles) where this device's first render is a first
      // visitor's, as the host rendered it; else React renders it afresh (firstPaintHydration.ts)
      // the page keeps taps until the app's root is created, in the same task (the kit's mount calls `beforeRoot`; a
      // remote with an older kit does not, and its tap is taken after the mount). A page whose element the host left
      // empty drops it: its own render replaces what was tapped.
      let early: HTMLElement | null = null;
      const beforeRoot = () => void (early = takeEarlyTap());
      await remote.mount({ ...props, domElement: container, hydrate: serverMarkup && firstPaintHydratable(), beforeRoot });
      const tap = serverMarkup ? (early ?? takeEarlyTap()) : null;
      // the server render's fields were read-only until now (@nahtlos/ui createServerRender)
      if (serverMarkup) unlockFields(container);
      realMounted = true;
      if (tap?.isConnected && container.contains(tap)) tap.click();
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
      container = layoutElementOf(name);
      container.dataset.app = name;
      // only the first mount can find the host's markup: the layout removes the element after each unmount
      const serverMarkup = !mountedBefore && container.hasChildNodes();
      mountedBefore = true;
      if (!serverMarkup) container.classList.add('nt-page-enter');
      const notice = await mountRemote(props, serverMarkup);
      if (notice) takeEarlyTap();
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
      // (single-spa-layout removes the element once the navigation is done)
      if (container === leaving) container = null;
    },
  };
}
