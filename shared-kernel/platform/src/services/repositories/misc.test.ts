import { captureLogs } from '../logging/logger';
import { testContext } from '../../../test/testContext';
import { createOrderRepository } from './orders';
import { createSavedInspirationRepository, withSaved, withoutSaved } from './savedInspirations';

describe('saved inspirations', () => {
  it('keeps ids newest first and unique', async () => {
    const { ctx } = testContext();
    const repo = createSavedInspirationRepository(ctx);
    await repo.save('1');
    await repo.save('2');
    await repo.save('1');
    expect(await repo.list()).toEqual(['1', '2']);
    expect(await repo.remove('1')).toEqual(['2']);
    expect(withSaved(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(withoutSaved(['a'], 'x')).toEqual(['a']);
  });
});

describe('orders cache', () => {
  const order = { id: 'o1', product: { image: '/c.jpg', name: 'E-Book', size: '50-128', subline: '', pdf: 'x' } };

  it('caches per account, falls back to the cache when offline or empty', async () => {
    let answer = [order];
    const online = { value: true };
    const { ctx } = testContext({ api: { getOrders: async () => answer } });
    ctx.isOnline = () => online.value;
    const repo = createOrderRepository(ctx, () => 'anna');
    expect(await repo.load()).toEqual([order]);
    answer = [];
    expect(await repo.load()).toEqual([order]);
    online.value = false;
    expect(await repo.load()).toEqual([order]);
    expect(await createOrderRepository(ctx, () => 'ben').load()).toEqual([]);
  });

  it('refresh invalidates the entry first', async () => {
    let answer = [order];
    const { ctx } = testContext({ api: { getOrders: async () => answer } });
    const repo = createOrderRepository(ctx, () => 'anna');
    await repo.load();
    answer = [];
    expect(await repo.load({ refresh: true })).toEqual([]);
  });

  it('a failing request gives the cached list', async () => {
    let fail = false;
    const { ctx } = testContext({ api: { getOrders: async () => { if (fail) throw new Error('down'); return [order]; } } });
    const repo = createOrderRepository(ctx, () => 'anna');
    await repo.load();
    fail = true;
    const { result, records } = await captureLogs(() => repo.load());
    expect(result).toEqual([order]);
    expect(records[0].level).toBe('warn');
  });
});
