import { combine } from 'effector';
import { $sewingPatterns, $sewingPatternsState, type SewingPattern } from '@nahtlos/platform';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from './keepInTurns';
import { fetchRemoteManifestUrls } from './remotes';

/** Written beside each remote's mf-manifest.json by its build (shared-kernel/build/offlineFiles.cjs). */
export const OFFLINE_FILES = 'offline-files.json';

/** How long the page waits for the pattern list before it keeps only the apps' files (a page without the platform: /privacy). */
const PATTERNS_WAIT_MS = 30_000;

/**
 * A remote's manifest and the files its pages need to run (its offline-files.json, absolute URLs). A remote built
 * before that file (or one that cannot answer now) gives only its manifest: the files it loads are kept as before.
 */
export async function remoteFilesForOffline(manifestUrl: string): Promise<string[]> {
  const manifest = new URL(manifestUrl, window.location.href);
  const list = new URL(OFFLINE_FILES, manifest);
  try {
    const response = await fetch(list);
    if (!response.ok) return [manifest.href];
    const { files } = (await response.json()) as { files?: unknown };
    if (!Array.isArray(files)) return [manifest.href];
    return [manifest.href, ...files.filter((file): file is string => typeof file === 'string').map((file) => new URL(file, manifest).href)];
  } catch {
    return [manifest.href];
  }
}

/** What a pattern never opened on this device needs to be designed: its drawing, its shading and its starting image. */
export function patternFilesForOffline(patterns: readonly SewingPattern[]): string[] {
  const files = patterns.flatMap((pattern) => [pattern.path, pattern.shadowPath, pattern.blankPath]);
  return files.filter((file): file is string => Boolean(file)).map((file) => new URL(file, window.location.href).href);
}

/** The pattern list once the platform has it; [] when it is not there in time (or could not be loaded). */
function loadedPatterns(): Promise<readonly SewingPattern[]> {
  const $patternList = combine($sewingPatternsState, $sewingPatterns, (state, patterns) => ({ state, patterns }));
  return new Promise((resolve) => {
    let unwatch: () => void = () => undefined;
    const finish = (patterns: readonly SewingPattern[]) => {
      clearTimeout(timer);
      queueMicrotask(() => unwatch()); // (the watcher runs at once when the list is already there)
      resolve(patterns);
    };
    const timer = setTimeout(() => finish([]), PATTERNS_WAIT_MS);
    // eslint-disable-next-line effector/no-watch -- a one-off wait of the shell's offline copy, not app logic
    unwatch = $patternList.watch(({ state, patterns }) => {
      if (state === 'loaded') finish(patterns);
      else if (state === 'failed') finish([]);
    });
  });
}

/**
 * Hands the service worker (`worker`) every remote's start files and every pattern's drawing, so every tab and every
 * pattern works offline after one online visit, also those never opened. Called once the page has settled: the worker
 * fetches them in the background, two at a time, through its usual routes (hashed chunks and media only when not kept
 * yet; the remotes' entry files revalidated, so a remote's entry, manifest and chunks stay of one deployment).
 */
export async function keepForOffline(worker: ServiceWorker): Promise<void> {
  const manifestUrls = Object.values(await fetchRemoteManifestUrls());
  const patterns = loadedPatterns();
  // one remote's list after the other: four fetch() calls at once were one long task on a phone (issue 41)
  const remoteFiles: string[] = [];
  for (const manifestUrl of manifestUrls) remoteFiles.push(...(await remoteFilesForOffline(manifestUrl)));
  const urls = [...new Set([...remoteFiles, ...patternFilesForOffline(await patterns)])];
  worker.postMessage({ type: KEEP_FOR_OFFLINE, urls } satisfies KeepForOfflineMessage);
}
