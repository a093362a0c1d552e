// The state a server-rendered page carries (issue 37): `serialize(scope)` of the host's render, by SID. The platform's
// stores are in no domain (effector's `hydrate` cannot reach them), so the four lists' stores are found by SID and written
// through their own events; a list carried with items is marked (carried.ts): its cache does not fetch it on this visit.
import { contentStores } from '../../bus/catalogue';
import { logger } from '../logging/logger';
import { markCarried } from './carried';
import type { ContentData, ContentStores } from '../../bus/contentStores';

const isContentData = (value: unknown): value is ContentData<unknown> =>
  typeof value === 'object' && value !== null && Array.isArray((value as ContentData<unknown>).items);

/** Puts the page's content lists into the platform's stores (values of other SIDs, an app's own stores, are its owner's). */
export function adoptPageState(values: Record<string, unknown>): void {
  // the values are the API's answers, as the server's scope received them (its content was checked there)
  for (const [name, stores] of Object.entries(contentStores) as unknown as [string, ContentStores<unknown>][]) {
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
