/** The app's device storage (localforage's IndexedDB database 'Nahtlos', store 'kv'), read from a test. */
import type { Page } from '@playwright/test';

/** A value from the kernel's device storage (localforage on IndexedDB 'Nahtlos', store 'kv'). */
export async function storedValue<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    (storageKey) =>
      new Promise<T | null>((resolve, reject) => {
        // Read only: a database the app has not created yet is not created here (the app's storage would find it
        // without its store and wait forever for this connection to let it upgrade); nothing stored is null.
        const open = indexedDB.open('Nahtlos');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          db.onversionchange = () => db.close();
          if (!db.objectStoreNames.contains('kv')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('kv', 'readonly').objectStore('kv').get(storageKey);
          request.onsuccess = () => {
            resolve((request.result ?? null) as T | null);
            db.close();
          };
          request.onerror = () => {
            db.close();
            reject(request.error);
          };
        };
      }),
    key,
  );
}

/** Whether the kernel has created its device storage yet (the host's markup shows before the app's code runs). */
export async function kernelStorageExists(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('Nahtlos');
        open.onupgradeneeded = () => open.transaction?.abort(); // read only, as above
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const exists = open.result.objectStoreNames.contains('kv');
          open.result.close();
          resolve(exists);
        };
      }),
  );
}

/** Every URL in the page's Cache Storage (all caches: the service worker's). */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}
