/**
 * The file cache (SPEC section 7): on native platforms a file URL is downloaded once (only a 200
 * is accepted) and kept as a Blob under `_Nahtlos_file_cache_<url>`; a missing cached file is
 * downloaded again. On web the URL is used directly.
 */
import type { AxiosInstance } from 'axios';
import { logger } from '../logging/logger';
import { objectUrl } from '../storage/blobs';
import type { SafeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/keys';

export function createFileCache(options: { http: AxiosInstance; storage: SafeStorage; platform: () => 'web' | 'native' }) {
  const urls = new Map<string, string>();
  return {
    /** A URL to show the file from: the original on web, a local object URL once cached natively. */
    async resolve(url: string): Promise<string> {
      if (options.platform() === 'web') return url;
      const known = urls.get(url);
      if (known) return known;
      const key = storageKeys.fileCache(url);
      let blob = await options.storage.get<Blob>(key);
      if (!blob) {
        try {
          const response = await options.http.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
          if (response.status !== 200) {
            logger.warn(`File download ${url} answered ${response.status}; not cached.`);
            return url;
          }
          blob = response.data;
          await options.storage.set(key, blob);
        } catch (error) {
          logger.warn(`File download ${url} failed; not cached.`, error);
          return url;
        }
      }
      const local = objectUrl(blob) ?? url;
      urls.set(url, local);
      return local;
    },
    async clear(): Promise<void> {
      const prefix = storageKeys.fileCache('');
      for (const key of await options.storage.store.keys()) if (key.startsWith(prefix)) await options.storage.remove(key);
      urls.clear();
    },
  };
}
