/**
 * Offline start in the app. The native web bundle carries a snapshot of every remote and a
 * remotes.json pointing at those copies, plus native.json (written by scripts/mobile-bundle.mjs):
 *
 *   { "kernelMajor": 1, "webRemotes": "https://www.nahtlos.de/remotes.json", "apiOrigin": "https://www.nahtlos.de" }
 *
 * At start, when online, the app may switch a remote to the web origin's newer build if that build
 * runs on the app's platform (../platformCompatibility.ts: the same major); offline, unreachable or
 * incompatible means the bundled copy. If a web remote then fails to load, it falls back to the
 * bundled copy once (a federation runtime plugin). Nothing here runs on the web.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkRemotePlatform, loadedPlatformVersion } from '../platformCompatibility';
import type { RemoteManifestUrls } from '../remotes';
import type { RemoteName } from '../apps';

export interface NativeBundleConfig {
  /** The platform major the bundle was built with (the shell of the same build checks against its own platform). */
  kernelMajor: number;
  webRemotes?: string | null;
  apiOrigin?: string | null;
  build?: string;
}

export const NATIVE_CONFIG_URL = '/native.json';
/** How long the start waits for the web origin before it opens with the bundled remotes. */
export const WEB_CHECK_TIMEOUT_MS = 2500;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function fetchJson<T>(fetchImpl: Fetch, url: string, timeoutMs: number): Promise<T> {
  const controller = typeof AbortController === 'undefined' ? null : new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller?.abort();
      reject(new Error(`${url}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        const response = await fetchImpl(url, { cache: 'no-store', ...(controller ? { signal: controller.signal } : {}) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return (await response.json()) as T;
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The bundle's native.json; null when missing or broken (the app then stays on the bundled remotes). */
export async function readNativeConfig(fetchImpl: Fetch = (url, init) => fetch(url, init)): Promise<NativeBundleConfig | null> {
  try {
    const config = await fetchJson<NativeBundleConfig>(fetchImpl, NATIVE_CONFIG_URL, WEB_CHECK_TIMEOUT_MS);
    return typeof config?.kernelMajor === 'number' ? config : null;
  } catch (error) {
    console.warn('[nahtlos] native.json could not be read; bundled remotes only', error);
    return null;
  }
}

export interface RemoteChoice {
  urls: RemoteManifestUrls;
  /** Which remotes come from the web origin (the rest are bundled). */
  fromWeb: RemoteName[];
}

/** Online: per remote, the web origin's build when reachable and compatible, else the bundled copy. */
export async function chooseRemotes(
  bundled: RemoteManifestUrls,
  config: NativeBundleConfig | null,
  options: { online?: boolean; fetch?: Fetch; timeoutMs?: number; platformVersion?: string } = {},
): Promise<RemoteChoice> {
  const platformVersion = options.platformVersion ?? loadedPlatformVersion;
  const online = options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine);
  const fetchImpl = options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? WEB_CHECK_TIMEOUT_MS;
  const urls = { ...bundled };
  const fromWeb: RemoteName[] = [];
  if (!online || !config?.webRemotes) return { urls, fromWeb };
  let web: Partial<Record<RemoteName, string>>;
  try {
    web = await fetchJson(fetchImpl, config.webRemotes, timeoutMs);
  } catch (error) {
    console.warn('[nahtlos] web remotes not reachable; bundled remotes', error);
    return { urls, fromWeb };
  }
  await Promise.all(
    (Object.keys(bundled) as RemoteName[]).map(async (name) => {
      const entry = web[name];
      if (typeof entry !== 'string') return;
      try {
        const manifestUrl = new URL(entry, config.webRemotes!).href;
        const manifest = await fetchJson<unknown>(fetchImpl, manifestUrl, timeoutMs);
        const check = checkRemotePlatform(manifest, platformVersion);
        if (!check.compatible) {
          console.warn(`[nahtlos] ${name} on the web requires platform ${check.required ?? check.builtAgainst}, the app has ${check.loaded}; bundled copy`);
          return;
        }
        urls[name] = manifestUrl;
        fromWeb.push(name);
      } catch (error) {
        console.warn(`[nahtlos] ${name} on the web not reachable; bundled copy`, error);
      }
    }),
  );
  return { urls, fromWeb };
}

interface ErrorLoadRemoteArgs {
  id: string;
  lifecycle: string;
  origin: { loadRemote(id: string): Promise<unknown> };
}

/**
 * A federation runtime plugin: a web remote that fails to load (script error, chunk 404, network
 * gone) is switched to its bundled copy and loaded again. (A later 'Erneut versuchen' tries the
 * web build again, and falls back again if it still fails.)
 */
export function bundledFallbackPlugin(choice: RemoteChoice, bundled: RemoteManifestUrls, register: typeof registerRemotes = registerRemotes) {
  const fromWeb = new Set<string>(choice.fromWeb);
  const fallingBack = new Set<string>();
  return {
    name: 'nahtlos-bundled-fallback',
    async errorLoadRemote({ id, lifecycle, origin }: ErrorLoadRemoteArgs) {
      const name = id.split('/')[0] as RemoteName;
      // the bundled copy failing too is not caught again: the shell shows its fallback
      if (lifecycle !== 'onLoad' || !fromWeb.has(name) || fallingBack.has(name)) return undefined;
      fallingBack.add(name);
      try {
        console.warn(`[nahtlos] ${name} from the web failed; loading the bundled copy`);
        register([{ name, entry: bundled[name] }], { force: true });
        return await origin.loadRemote(id);
      } finally {
        fallingBack.delete(name);
      }
    },
  };
}

/** Registers the fallback plugin when any remote comes from the web. */
export function registerBundledFallback(choice: RemoteChoice, bundled: RemoteManifestUrls): void {
  if (choice.fromWeb.length === 0) return;
  registerPlugins([bundledFallbackPlugin(choice, bundled) as never]);
}
