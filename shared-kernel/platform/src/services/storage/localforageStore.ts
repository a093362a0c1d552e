/**
 * The one localforage instance. Driver order of SPEC section 7: a SQLite driver on native
 * platforms (registered by the mobile shell through `registerNativeStorageDriver`), IndexedDB,
 * then localStorage (WebSQL is gone from browsers).
 */
import localforage from 'localforage';
import { brand } from '@nahtlos/contract/brand';
import type { KeyValueStore } from './keyValueStore';

type Driver = Parameters<typeof localforage.defineDriver>[0];

let nativeDriver: Driver | null = null;
let instance: Promise<LocalForage> | null = null;

/** Native platforms: call before the first storage access with a localforage SQLite driver. */
export function registerNativeStorageDriver(driver: Driver): void {
  if (instance) throw new Error('registerNativeStorageDriver must be called before the first storage access.');
  nativeDriver = driver;
}

async function open(): Promise<LocalForage> {
  const forage = localforage.createInstance({ name: brand.name, storeName: 'kv' });
  const order: string[] = [];
  if (nativeDriver) {
    await forage.defineDriver(nativeDriver);
    order.push(nativeDriver._driver);
  }
  order.push(localforage.INDEXEDDB, localforage.LOCALSTORAGE);
  await forage.setDriver(order);
  await forage.ready();
  return forage;
}

/** The device store as a KeyValueStore; opened on first use. */
export function createLocalforageStore(): KeyValueStore {
  const forage = () => (instance ??= open());
  return {
    getItem: async (key) => (await forage()).getItem(key),
    setItem: async (key, value) => (await forage()).setItem(key, value),
    removeItem: async (key) => (await forage()).removeItem(key),
    keys: async () => (await forage()).keys(),
  };
}

export { requestPersistentStorage } from './persistence';
