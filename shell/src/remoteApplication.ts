import { pageLeaveDelay, type SpaLifecycles } from '@nahtlos/ui';
import { renderLoading, renderRemoteFallback } from './remoteFallback';
import { loadRemoteLifecycles, resetRemote } from './remotes';
import type { RemoteName } from './routeTable';

type MountProps = Record<string, unknown>;

/**
 * The single-spa application the shell registers for a remote. It loads the remote lazily on
 * first mount; if the remote cannot be loaded (network, 404, broken script, mount error) it
 * shows the German fallback with 'Erneut versuchen' in the remote's place instead of letting
 * single-spa mark the app broken, so the rest of the app keeps working and a retry can succeed.
 * It also plays the page transitions (280 ms in, 200 ms out).
 */
export function remoteApplication(name: RemoteName) {
  let remote: SpaLifecycles | null = null;
  let container: HTMLElement | null = null;
  let realMounted = false;

  const pageRoot = () => document.getElementById('page-root')!;

  async function mountRemote(props: MountProps): Promise<boolean> {
    const stopLoading = renderLoading(container!);
    try {
      if (!remote) {
        const lifecycles = await loadRemoteLifecycles(name);
        await lifecycles.bootstrap({ ...props, domElement: container });
        remote = lifecycles;
      }
      stopLoading();
      if (!container?.isConnected) return false; // navigated away meanwhile
      container.replaceChildren();
      await remote.mount({ ...props, domElement: container });
      realMounted = true;
      return true;
    } catch (error) {
      stopLoading();
      console.error(`[nahtlos] ${name} could not be mounted`, error);
      return false;
    }
  }

  function showFallback(props: MountProps): void {
    if (!container) return;
    renderRemoteFallback(container, async () => {
      resetRemote(name);
      remote = null;
      // a retry that fails again (offline still) must bring the notice back: after 300 ms the loading
      // line has replaced it, and the user would be left with 'Wird geladen...' for good
      if (!(await mountRemote(props))) showFallback(props);
    });
  }

  return {
    async bootstrap() {},
    async mount(props: MountProps) {
      container = document.createElement('div');
      container.className = 'app-container nt-page-enter';
      container.dataset.app = name;
      pageRoot().append(container);
      if (!(await mountRemote(props))) showFallback(props);
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
