// The apps' server entries (Module Federation containers for Node), loaded at run time with the federation runtime: the
// shell's from its dist (a file: URL), a remote's beside its manifest. Each is checked at most every `checkMs` (ETag, or
// size and time) and a changed one registered again (force), so a redeployed remote renders without a restart.
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createInstance, loadScriptNode, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import type { ServerEntry } from '@nahtlos/contract/serverRender';

const LOAD_TIMEOUT_MS = 5000;

/** The runtime's fetch, which has no time limit and would run any body (a 404 page as code): limited, and only 2xx. */
async function guardedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('file:')) return new Response(await readFile(fileURLToPath(url)));
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const guard: ModuleFederationRuntimePlugin = { name: 'nahtlos-guarded-fetch', fetch: (url, init) => guardedFetch(url, init) };

// the runtime's Node loader of an entry ignores the fetch hook (runtime-core 2.9.2 loadEntryNode): the SDK's same
// loader, given the guarded fetch
const entryLoader: ModuleFederationRuntimePlugin = {
  name: 'nahtlos-entry-loader',
  loadEntry: ({ remoteInfo }) =>
    loadScriptNode(remoteInfo.entry, {
      attrs: { name: remoteInfo.name, globalName: remoteInfo.entryGlobalName },
      loaderHook: { fetch: guardedFetch, lifecycle: { fetch: { emit: guardedFetch } } },
    } as Parameters<typeof loadScriptNode>[1]),
};

/** What identifies one deployment of an entry; a missing one is an error. */
async function versionOf(entry: string): Promise<string> {
  if (entry.startsWith('file:')) {
    const file = await stat(fileURLToPath(entry));
    return `${file.size}-${file.mtimeMs}`;
  }
  const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.headers.get('etag') ?? response.headers.get('last-modified') ?? response.headers.get('content-length') ?? '';
}

type Deployment = { version: string; module: Promise<ServerEntry>; failed: boolean };

const checked = (module: unknown) =>
  typeof (module as Partial<ServerEntry> | null)?.serverRender === 'function' ? (module as ServerEntry) : Promise.reject(new Error('exposes no serverRender'));

/** Loads `./server` of the container `name` at `entry` (an http(s) or file: URL of its remoteEntry.js). */
export function serverContainers({ checkMs = 3000 } = {}): (name: string, entry: string) => Promise<ServerEntry> {
  // the containers' own instances load their chunks through the hook too (the node runtime plugin's fetchAndRun)
  registerGlobalPlugins([guard]);
  const host = createInstance({ name: 'nahtlos_host', remotes: [], shared: {}, plugins: [guard, entryLoader] });
  const deployments = new LRUCache<string, Deployment, string>({
    max: 50,
    ttl: checkMs,
    fetchMethod: async (entry, stale, { context: name }) => {
      const version = await versionOf(entry).catch((error: Error) => `unavailable: ${error.message}`);
      if (stale && stale.version === version && !stale.failed) return stale;
      const load = () => {
        if (version.startsWith('unavailable')) throw new Error(`${entry} ${version}`);
        host.registerRemotes([{ name, entry: `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` }], { force: true });
        return host.loadRemote(`${name}/server`).then(checked);
      };
      const deployment: Deployment = { version, failed: false, module: Promise.resolve().then(load) };
      deployment.module.catch(() => (deployment.failed = true));
      return deployment;
    },
  });
  return async (name, entry) => {
    const deployment = await deployments.fetch(entry, { context: name });
    if (!deployment) throw new Error(`${entry} not loaded`);
    return deployment.module;
  };
}
