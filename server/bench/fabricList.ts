// Quick timing of GET /api/app/custom-fabrics with 500 fabrics (cold = read cache cleared before each request),
// and what building the list body through the contract schema costs: `npx tsx bench/fabricList.ts`.
import { customFabricsResponse } from '@nahtlos/contract';
import { customFabrics, users } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { listFabrics } from '../src/services/customFabrics';
import { createTestApp, createUser } from '../test/helpers';

const ms = (t: bigint) => Number(t) / 1e6;
function stats(label: string, samples: number[]) {
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(3);
  console.log(`${label}: n=${samples.length} median=${q(0.5)} ms p95=${q(0.95)} ms min=${q(0)} ms`);
}

async function main() {
  const { app, close } = await createTestApp();
  const user = await createUser(app);
  const [{ id: userId }] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  const now = Date.now();
  await app.ctx.db.insert(customFabrics).values(
    Array.from({ length: 500 }, (_, i) => ({
      id: `F${String(i).padStart(5, '0')}ABCDEFGHIJKLMNOP`, userId, name: `Stoff Nummer ${i}`, width: 1200 + i, height: 800 + i,
      image: i % 10 === 0 ? null : Buffer.from([1]), revision: 1 + (i % 5), deleted: i % 10 === 0,
      createdAt: new Date(now - i * 1000), updatedAt: new Date(now - i * 500),
    })),
  );
  const get = () => app.inject({ method: 'GET', url: '/api/app/custom-fabrics', headers: { authorization: `Bearer ${user.token}` } });
  const first = await get();
  console.log('status', first.statusCode, 'bytes', first.body.length, 'items', first.json().custom_fabrics.length);

  for (let i = 0; i < 30; i++) { app.ctx.cache.clear(); await get(); }
  const cold: number[] = [];
  for (let i = 0; i < 200; i++) {
    app.ctx.cache.clear();
    const t = process.hrtime.bigint();
    await get();
    cold.push(ms(process.hrtime.bigint() - t));
  }
  stats('route cold (cache cleared)', cold);
  for (let i = 0; i < 200; i++) await get();
  const warm: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = process.hrtime.bigint();
    await get();
    warm.push(ms(process.hrtime.bigint() - t));
  }
  stats('route warm (cache hit)', warm);

  const list = await listFabrics(app.ctx, userId);
  const encode = (parse: boolean) => {
    const s: number[] = [];
    for (let i = 0; i < 1500; i++) {
      const t = process.hrtime.bigint();
      Buffer.from(JSON.stringify(parse ? customFabricsResponse.parse({ custom_fabrics: list }) : { custom_fabrics: list }));
      if (i >= 500) s.push(ms(process.hrtime.bigint() - t));
    }
    return s;
  };
  stats('encode only: JSON.stringify', encode(false));
  stats('encode only: parse + JSON.stringify', encode(true));
  // Cache miss through the service, old (stringify only) and new (contract parse + stringify), interleaved.
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < 600; i++) {
    const parse = i % 2 === 1;
    const t = process.hrtime.bigint();
    const rows = await listFabrics(app.ctx, userId);
    Buffer.from(JSON.stringify(parse ? customFabricsResponse.parse({ custom_fabrics: rows }) : { custom_fabrics: rows }));
    if (i >= 100) (parse ? after : before).push(ms(process.hrtime.bigint() - t));
  }
  stats('cache miss, query + stringify (before)', before);
  stats('cache miss, query + parse + stringify (after)', after);
  await close();
}
void main();
