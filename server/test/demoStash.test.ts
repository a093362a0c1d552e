/** Issue 40: the demo account starts with a stash, seeded once; a demo account from before the stash gets it on the next start. */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db';
import { customFabrics, stashEntries, users } from '../src/db/schema';
import { DEMO_ACCOUNT, seedDemoAccount } from '../src/seed/demo';
import { openIsolatedTestDatabase } from './helpers';

let database: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  database = await openIsolatedTestDatabase();
  expect(await seedDemoAccount(database.db)).toBe(true);
  userId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)))[0]!.id;
}, 60_000);
afterAll(() => database.close());

const stash = () => database.db.select().from(stashEntries).where(eq(stashEntries.userId, userId)).orderBy(stashEntries.id);

it('holds two shipped fabrics and the own check, with sizes', async () => {
  const [check] = await database.db.select({ id: customFabrics.id }).from(customFabrics).where(eq(customFabrics.name, 'Omas Karostoff'));
  const entries = await stash();
  expect(entries.map(({ fabricId, lengthCm, widthCm, deleted, revision }) => ({ fabricId, lengthCm, widthCm, deleted, revision }))).toEqual([
    { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140, deleted: false, revision: 1 },
    { fabricId: 'tupfen-puder', lengthCm: 100, widthCm: 140, deleted: false, revision: 1 },
    { fabricId: check!.id, lengthCm: 70, widthCm: 140, deleted: false, revision: 1 },
  ]);
});

it('seeding again adds nothing and leaves a deleted entry deleted', async () => {
  const [first] = await stash();
  await database.db.update(stashEntries).set({ deleted: true, revision: 2 }).where(eq(stashEntries.id, first!.id));
  const before = await stash();
  expect(await seedDemoAccount(database.db)).toBe(false);
  expect(await stash()).toEqual(before);
});

it('a demo account seeded before the stash existed gets it on the next start', async () => {
  await database.db.delete(stashEntries).where(eq(stashEntries.userId, userId));
  expect(await seedDemoAccount(database.db)).toBe(false);
  expect((await stash()).filter((entry) => !entry.deleted)).toHaveLength(3);
});
