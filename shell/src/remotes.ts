import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SpaLifecycles } from '@nahtlos/ui';
import type { RemoteName } from './apps';

/** remotes.json: remote name → URL of its mf-manifest.json. Deploy-time data, read at start. */
export type RemoteManifestUrls = Record<RemoteName, string>;

let manifestUrls: RemoteManifestUrls | null = null;

/** The element the shell's host writes remotes.json into when it serves the page (scripts/boot-hints.cjs). */
export const REMOTES_ELEMENT_ID = 'remotes';

/**
 * remotes.json as the host wrote it into this page, or null (a page without it: the dev server, the
 * service worker's offline copy of index.html, the native app's bundle). The page is never older than
 * the deployment: navigations always go to the network first (serviceWorker.ts).
 */
export function injectedRemoteManifestUrls(): RemoteManifestUrls | null {
  const text = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    if (!Object.values(parsed).every((url) => typeof url === 'string')) return null;
    return parsed as RemoteManifestUrls;
  } catch {
    return null;
  }
}

/** The page's remotes.json when the host wrote it in (no request on the way to the route's remote), else /remotes.json. */
export async function fetchRemoteManifestUrls(): Promise<RemoteManifestUrls> {
  const injected = injectedRemoteManifestUrls();
  if (injected) return injected;
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteManifestUrls;
}

/** One quick retry for a fetch that fails on a flaky network. */
async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
    return fetch(url, init);
  }
}

/**
 * Manifests the shell has just read for its platform check. The federation runtime gets the same
 * text once instead of fetching it again (the manifest is on the way to the first paint of a remote).
 */
const checkedManifests = new Map<string, string>();

/** Registers every remote with the federation runtime (nothing is fetched until first use). */
export function registerAllRemotes(urls: RemoteManifestUrls): void {
  manifestUrls = urls;
  registerPlugins([
    {
      name: 'nahtlos-remote-errors',
      async fetch(url: string, init: RequestInit) {
        const checked = checkedManifests.get(url);
        if (checked === undefined) return fetchWithRetry(url, init);
        checkedManifests.delete(url);
        return new Response(checked, { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
      // The host's page already asks for the route's remote's start files (its preloads): the runtime does not work
      // them out again from the manifest (~10 ms of a first visit's main thread at full speed).
      beforePreloadRemote({ preloadOps }: { preloadOps: { nameOrAlias: string }[] }) {
        for (let index = preloadOps.length - 1; index >= 0; index--) {
          if (preloadedScriptsOf(preloadOps[index].nameOrAlias as RemoteName) > 0) preloadOps.splice(index, 1);
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

/** Reads a remote's mf-manifest.json (for the platform check before it is loaded). */
export async function fetchRemoteManifest(name: RemoteName): Promise<unknown> {
  const url = manifestUrls?.[name];
  if (!url) throw new Error(`remote ${name} has no manifest URL (remotes.json not loaded)`);
  const response = await fetchWithRetry(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  const manifest: unknown = JSON.parse(text);
  checkedManifests.set(url, text);
  return manifest;
}

/** Script preloads the host put into the page for this remote (scripts/boot-hints.cjs). */
function preloadedScriptsOf(name: RemoteName): number {
  const url = manifestUrls?.[name];
  if (!url) return 0;
  const base = new URL('.', new URL(url, window.location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].filter((link) => link.href.startsWith(base)).length;
}

/**
 * Loads a remote's single-spa lifecycles; rejects when the remote is unreachable or broken.
 * A preload that failed (the remote was unreachable while the page loaded) answers the first request for
 * its file with the same failure (Chromium), even when the remote is back: so with preloads in the page a
 * failed load is tried again (each try uses up failed preloads) before the caller shows its notice.
 */
export async function loadRemoteLifecycles(name: RemoteName): Promise<SpaLifecycles> {
  const attempts = preloadedScriptsOf(name) > 0 ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    const module = await loadRemote<SpaLifecycles>(`${name}/spa`).catch((error: unknown) => {
      if (attempt === attempts) throw error;
      return null;
    });
    if (module && typeof module.mount === 'function') return module;
    if (attempt === attempts) throw new Error(`remote ${name} did not provide lifecycles`);
    resetRemote(name);
  }
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  if (!manifestUrls) return;
  registerRemotes([{ name, entry: manifestUrls[name] }], { force: true });
}
