import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SpaLifecycles } from '@nahtlos/ui';
import type { RemoteName } from './routeTable';

/** remotes.json: remote name → URL of its mf-manifest.json. Deploy-time data, fetched at start. */
export type RemoteManifestUrls = Record<RemoteName, string>;

let manifestUrls: RemoteManifestUrls | null = null;

export async function fetchRemoteManifestUrls(): Promise<RemoteManifestUrls> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteManifestUrls;
}

/** Registers every remote with the federation runtime (nothing is fetched until first use). */
export function registerAllRemotes(urls: RemoteManifestUrls): void {
  manifestUrls = urls;
  registerPlugins([
    {
      name: 'nahtlos-remote-errors',
      // One quick retry for a manifest or entry fetch that fails on a flaky network.
      async fetch(url: string, init: RequestInit) {
        try {
          return await fetch(url, init);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
          return fetch(url, init);
        }
      },
      // Log the failure; the shell's remote application shows the German fallback.
      errorLoadRemote({ id, error, lifecycle }) {
        console.error(`[nahtlos] remote module ${id} failed to load (${lifecycle})`, error);
        return undefined;
      },
    },
  ]);
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
}

/** Loads a remote's single-spa lifecycles; rejects when the remote is unreachable or broken. */
export async function loadRemoteLifecycles(name: RemoteName): Promise<SpaLifecycles> {
  const module = await loadRemote<SpaLifecycles>(`${name}/spa`);
  if (!module || typeof module.mount !== 'function') throw new Error(`remote ${name} did not provide lifecycles`);
  return module;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  if (!manifestUrls) return;
  registerRemotes([{ name, entry: manifestUrls[name] }], { force: true });
}
