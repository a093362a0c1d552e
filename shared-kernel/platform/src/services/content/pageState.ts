/**
 * The state a server-rendered page carries (issue 37): the host renders each page in an effector scope and writes
 * `serialize(scope)` into the page (`#nahtlos-state`), keyed by the units' SIDs. The shell hands it to
 * `adoptPageState` before any app mounts.
 *
 * The platform's global stores are not in a domain, so effector's `hydrate(domain, { values })` cannot reach them;
 * the published content is what a page carries of the platform's, so its stores are looked up by SID (the four
 * lists' `$data` and `$state`) and written through their own events, as a fresh answer would be. A list that came
 * loaded with its items is marked as carried: its content cache shows it and does not fetch it again on this
 * visit (contentCache.ts). Values of other SIDs (an app's own stores) are left to their owners.
 */
import { contentStores } from '../../bus/catalogue';
import { logger } from '../logging/logger';
import { markCarried } from './carried';
import type { ContentData, ContentStores } from './contentStores';

const isContentData = (value: unknown): value is ContentData<unknown> =>
  typeof value === 'object' && value !== null && Array.isArray((value as ContentData<unknown>).items);

/** Puts the page's serialized state into the platform's stores and remembers which content lists it carried. */
export function adoptPageState(values: Record<string, unknown>): void {
  // the values are the API's answers, as the server's scope received them (its content was checked there)
  const lists = Object.entries(contentStores) as unknown as [string, ContentStores<unknown>][];
  for (const [name, stores] of lists) {
    const data = stores.$data.sid ? values[stores.$data.sid] : undefined;
    const state = stores.$state.sid ? values[stores.$state.sid] : undefined;
    // a list the server had not loaded (or not rendered) is loaded here as usual
    if (data === undefined || state !== 'loaded') continue;
    if (!isContentData(data)) {
      logger.warn(`The page's state for '${name}' does not fit; the list is loaded as usual.`);
      continue;
    }
    stores.received(data);
    stores.stateChanged('loaded');
    if (data.items.length > 0) markCarried(stores, data);
  }
}
