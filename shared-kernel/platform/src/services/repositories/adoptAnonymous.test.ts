import { testContext } from '../../../test/testContext';
import { adoptAnonymousData } from './adoptAnonymous';
import { createCustomFabricRepository } from './customFabrics';
import { createProjectRepository } from './projects';
import { createStashRepository } from './stash';

it('moves work made while logged out into the account that logs in, never between accounts', async () => {
  const { ctx } = testContext();
  const account = { current: 'anonymous' };
  const projects = createProjectRepository(ctx, () => account.current);
  const customFabrics = createCustomFabricRepository(ctx, () => account.current);
  const stash = createStashRepository(ctx, () => account.current);
  const lists = { projects, customFabrics, stash };
  await projects.create({ name: 'Offline', sewingPattern: { id: 'p', areas: [] }, svg: '<svg/>' });
  const gone = await projects.create({ name: 'Gelöscht', sewingPattern: { id: 'p', areas: [] }, svg: '<svg/>' });
  await projects.remove(gone.id);
  await customFabrics.create({ name: 'Foto', image: new Blob(['x']), width: 1, height: 1 });
  await stash.add({ fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140, note: 'Rest' });
  const removed = await stash.add({ fabricId: 'ringel-ostsee', lengthCm: 50, widthCm: 140 });
  await stash.remove(removed.id);

  account.current = 'anna';
  expect(await adoptAnonymousData('anna', lists)).toBe(3);
  expect((await projects.list()).map((p) => p.name)).toEqual(['Offline']);
  expect((await projects.all())[0]).toMatchObject({ dirty: true });
  expect((await customFabrics.list()).map((f) => f.name)).toEqual(['Foto']);
  expect(await projects.svg((await projects.all())[0].id)).toBe('<svg/>');
  expect(await stash.all()).toEqual([expect.objectContaining({ note: 'Rest', dirty: true })]);
  expect((await stash.all())[0].revision).toBeUndefined();
  expect(await stash.all('anonymous')).toEqual([]);

  account.current = 'ben';
  expect(await adoptAnonymousData('ben', lists)).toBe(0);
  expect(await projects.list()).toEqual([]);
  expect(await stash.list()).toEqual([]);
});
