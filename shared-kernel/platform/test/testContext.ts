/** Test helper: a KernelContext on a MemoryStore with a hand-made api (only what a test needs). */
import { emptyContent, type ContentSnapshot } from '../src/domain/enrich';
import type { Api } from '../src/services/api/endpoints';
import { silentNotifications, svgAsPreview, type KernelContext, type KernelNotifications } from '../src/services/context';
import { MemoryStore } from '../src/services/storage/keyValueStore';
import { SafeStorage } from '../src/services/storage/safeStorage';

export function testContext(overrides: { api?: Partial<Api>; content?: Partial<ContentSnapshot>; online?: boolean; now?: () => number } = {}) {
  const store = new MemoryStore();
  const events: string[] = [];
  const notify: KernelNotifications = {
    ...silentNotifications,
    projectsChanged: (reason) => events.push(`projects:${reason}`),
    customFabricsChanged: (reason) => events.push(`fabrics:${reason}`),
    stashChanged: (reason) => events.push(`stash:${reason}`),
    syncProgressed: ({ done, total }) => events.push(`progress:${done}/${total}`),
    loggedIn: (username) => events.push(`loggedIn:${username}`),
    loggedOut: () => events.push('loggedOut'),
    sessionExpired: () => events.push('sessionExpired'),
  };
  let clock = 1_700_000_000_000;
  const ctx: KernelContext = {
    storage: new SafeStorage(store),
    api: (overrides.api ?? {}) as Api,
    notify,
    now: overrides.now ?? (() => (clock += 1000)),
    isOnline: () => overrides.online ?? true,
    content: () => ({ ...emptyContent, ...overrides.content }),
    renderPreview: svgAsPreview,
  };
  return { ctx, store, events };
}
