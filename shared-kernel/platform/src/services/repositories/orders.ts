/**
 * E-book orders (SPEC section 7): cached per account; a refresh invalidates the entry first;
 * offline, failing or empty answers fall back to the cached list or an empty one.
 */
import type { Order } from '../../domain/types';
import type { KernelContext } from '../context';
import { logger } from '../logging/logger';
import { storageKeys } from '../storage/keys';

export function createOrderRepository(ctx: KernelContext, account: () => string) {
  const key = () => storageKeys.orders(account());
  const cached = async () => (await ctx.storage.get<Order[]>(key())) ?? [];
  return {
    cached,
    async load({ refresh = false } = {}): Promise<Order[]> {
      if (refresh) await ctx.storage.remove(key());
      if (!ctx.isOnline()) return cached();
      try {
        const orders = await ctx.api.getOrders();
        if (orders.length === 0) return cached();
        await ctx.storage.set(key(), orders).catch((error) => logger.error('Could not cache orders.', error));
        return orders;
      } catch (error) {
        logger.warn('Orders could not be loaded; showing cached ones.', error);
        return cached();
      }
    },
  };
}
