/**
 * All services of one device, built from a KernelContext. The app has one (`kernel.ts`); the
 * sync simulation builds one per simulated device on shared in-memory stores.
 */
import type { KernelContext } from './context';
import { adoptAnonymousData } from './repositories/adoptAnonymous';
import { createCustomFabricRepository } from './repositories/customFabrics';
import { createEntitlementService } from './repositories/entitlements';
import { createOrderRepository } from './repositories/orders';
import { createProjectRepository } from './repositories/projects';
import { createSavedInspirationRepository } from './repositories/savedInspirations';
import { createStashRepository } from './repositories/stash';
import { createSessionService } from './session/session';
import { createSyncEngine } from './sync/engine';

export function createDeviceServices(ctx: KernelContext) {
  const session = createSessionService(ctx);
  const projects = createProjectRepository(ctx, session.account);
  const customFabrics = createCustomFabricRepository(ctx, session.account);
  const stash = createStashRepository(ctx, session.account);
  const savedInspirations = createSavedInspirationRepository(ctx);
  const orders = createOrderRepository(ctx, session.account);
  const sync = createSyncEngine(ctx, { session, projects, customFabrics, stash });
  const entitlements = createEntitlementService(ctx, session);
  /** Logs in and moves work made while logged out into the account (uploaded by the next sync). */
  async function login(email: string, password: string) {
    const result = await session.login(email, password);
    if (result.ok && (await adoptAnonymousData(session.account(), { projects, customFabrics, stash })) > 0) {
      ctx.notify.projectsChanged('loaded');
      ctx.notify.customFabricsChanged('loaded');
      ctx.notify.stashChanged('loaded');
    }
    return result;
  }
  return { ctx, session, projects, customFabrics, stash, savedInspirations, orders, sync, entitlements, login };
}

export type DeviceServices = ReturnType<typeof createDeviceServices>;
