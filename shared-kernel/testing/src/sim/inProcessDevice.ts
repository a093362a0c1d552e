/**
 * One device's kernel services (session, repositories, sync, entitlements) on an in-memory disk, talking to
 * the in-process server: for the bench and the tests that need a plain device without fault injection.
 */
import { emptyContent } from '@nahtlos/platform/internal/domain/enrich';
import { createApi } from '@nahtlos/platform/internal/services/api/endpoints';
import { createHttpClient } from '@nahtlos/platform/internal/services/api/http';
import { silentNotifications, svgAsPreview, type KernelContext } from '@nahtlos/platform/internal/services/context';
import { createDeviceServices } from '@nahtlos/platform/internal/services/device';
import { MemoryStore } from '@nahtlos/platform/internal/services/storage/keyValueStore';
import { SafeStorage } from '@nahtlos/platform/internal/services/storage/safeStorage';
import { injectAdapter, type InjectRequest, type InProcessServer } from './inProcessServer';

export function inProcessDevice(server: InProcessServer, options: { onRequest?: (request: InjectRequest) => void; isOnline?: () => boolean } = {}) {
  const disk = new MemoryStore();
  const http = createHttpClient({
    adapter: injectAdapter(server, options.onRequest),
    getToken: () => services.session.token(),
    onUnauthorized: () => void services.session.expire(),
  });
  const ctx: KernelContext = {
    storage: new SafeStorage(disk),
    api: createApi(http),
    notify: silentNotifications,
    now: Date.now,
    isOnline: options.isOnline ?? (() => true),
    content: () => emptyContent,
    renderPreview: svgAsPreview,
  };
  const services = createDeviceServices(ctx);
  return { disk, services };
}
