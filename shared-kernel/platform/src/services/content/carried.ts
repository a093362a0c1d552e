// The content lists a server-rendered page carried (pageState.ts): their caches do not fetch them again on this visit.
// Apart from contentStores.ts, whose calls effector's babel plugin treats as a factory's.
import type { ContentData, ContentStores } from '../../bus/contentStores';

const carried = new WeakMap<ContentStores<unknown>, ContentData<unknown>>();

export function markCarried<T>(stores: ContentStores<T>, data: ContentData<T>): void {
  carried.set(stores as ContentStores<unknown>, data);
}

/** The content the page carried for these stores, if it did. */
export function carriedContent<T>(stores: ContentStores<T>): ContentData<T> | undefined {
  return carried.get(stores as ContentStores<unknown>) as ContentData<T> | undefined;
}
