/**
 * The file cache (SPEC section 7): on native platforms a file URL is downloaded once (only a 200
 * is accepted) and kept as a Blob under `_Nahtlos_file_cache_<url>` (the SQLite driver writes it to
 * `Nahtlos-file-cache/<uuid>` in the cache directory); a cached file that is missing on the device
 * (the OS may clear the cache directory) is downloaded again. On web the URL is used directly.
 *
 * There is no time-based expiry: the spec's record is only "prefix + file URL → local file", and
 * content media URLs are content-hashed (served `immutable`), so a cached file never goes stale.
 *
 * In the app, content images in the page are routed through it by `native/mediaUrls.ts`.
 */
import type { AxiosInstance } from 'axios';
import { logger } from '../logging/logger';
import { objectUrl } from '../storage/blobs';
import type { SafeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/keys';

/** Downloads running at once (a page of thumbnails must not open dozens of requests). */
export const PARALLEL_DOWNLOADS = 4;

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

export interface FileCache {
  /** A URL to show the file from: the original on web, a local object URL once cached natively. */
  resolve(url: string): Promise<string>;
  /** The local URL already resolved in this session, without waiting (null if there is none yet). */
  known(url: string): string | null;
  clear(): Promise<void>;
}

export function createFileCache(options: { http: AxiosInstance; storage: SafeStorage; platform: () => 'web' | 'native' }): FileCache {
  const urls = new Map<string, string>();
  const pending = new Map<string, Promise<string>>();
  let active = 0;
  const waiting: (() => void)[] = [];
  /** Runs a download when one of the PARALLEL_DOWNLOADS slots is free; a finished one hands its slot on. */
  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (active >= PARALLEL_DOWNLOADS) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  }

  async function download(url: string, key: string): Promise<Blob | null> {
    try {
      const response = await options.http.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
      if (response.status !== 200) {
        logger.warn(`File download ${url} answered ${response.status}; not cached.`);
        return null;
      }
      // (a web page is not a file: the app's WebView answers unknown paths with its index.html)
      if (!isBlob(response.data) || response.data.type.startsWith('text/html')) {
        logger.warn(`File download ${url} did not return a file; not cached.`);
        return null;
      }
      await options.storage.set(key, response.data).catch((error) => logger.warn(`File ${url} could not be stored; shown without caching.`, error));
      return response.data;
    } catch (error) {
      logger.warn(`File download ${url} failed; not cached.`, error);
      return null;
    }
  }

  async function load(url: string): Promise<string> {
    const key = storageKeys.fileCache(url);
    let blob: unknown = await options.storage.get(key).catch((error) => {
      logger.warn(`Cached file ${url} could not be read; downloading it again.`, error);
      return null;
    });
    if (!isBlob(blob)) blob = await limited(() => download(url, key));
    const local = isBlob(blob) ? objectUrl(blob) : null;
    if (!local) return url;
    urls.set(url, local);
    return local;
  }

  return {
    async resolve(url: string): Promise<string> {
      if (options.platform() === 'web') return url;
      const known = urls.get(url);
      if (known) return known;
      // one read/download per URL, however many images show it at once
      let loading = pending.get(url);
      if (!loading) {
        loading = load(url).finally(() => pending.delete(url));
        pending.set(url, loading);
      }
      return loading;
    },
    known(url: string): string | null {
      return options.platform() === 'web' ? null : (urls.get(url) ?? null);
    },
    async clear(): Promise<void> {
      const prefix = storageKeys.fileCache('');
      for (const key of await options.storage.store.keys()) if (key.startsWith(prefix)) await options.storage.remove(key);
      for (const local of urls.values()) URL.revokeObjectURL?.(local);
      urls.clear();
    },
  };
}
