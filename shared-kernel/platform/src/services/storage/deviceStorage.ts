import { brand } from '@nahtlos/contract/brand';

/** How long the browser may take to list its databases before the answer counts as "something is stored". */
const LIST_WAIT_MS = 1_000;

/**
 * Whether this browser may hold the app's device storage (localforageStore.ts: the IndexedDB database named after the
 * brand, or localStorage keys `<brand>/kv/…` where IndexedDB is missing), asked without loading localforage: a first
 * visit that holds nothing needs none of the services' code for its first screen (kernel.ts). `true` when the
 * browser cannot tell (no `indexedDB.databases()`, an error, no answer in time): the services then start as usual.
 */
export async function deviceStorageUsed(): Promise<boolean> {
  try {
    if (Object.keys(localStorage).some((key) => key.startsWith(`${brand.name}/`))) return true;
    if (typeof indexedDB?.databases !== 'function') return true;
    const late = new Promise<true>((resolve) => setTimeout(() => resolve(true), LIST_WAIT_MS));
    const listed = indexedDB.databases().then((databases) => databases.some((database) => database.name === brand.name));
    return await Promise.race([listed, late]);
  } catch {
    return true;
  }
}
