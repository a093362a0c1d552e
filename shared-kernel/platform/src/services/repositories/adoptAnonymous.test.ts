import { testContext } from '../../../test/testContext';
import { adoptAnonymousData } from './adoptAnonymous';
import { createCustomFabricRepository } from './customFabrics';
import { createProjectRepository } from './projects';

it('moves work made while logged out into the account that logs in, never between accounts', async () => {
  const { ctx } = testContext();
  const account = { current: 'anonymous' };
  const projects = createProjectRepository(ctx, () => account.current);
  const fabrics = createCustomFabricRepository(ctx, () => account.current);
  await projects.create({ name: 'Offline', sewingPattern: { id: 'p', areas: [] }, svg: '<svg/>' });
  const gone = await projects.create({ name: 'Gelöscht', sewingPattern: { id: 'p', areas: [] }, svg: '<svg/>' });
  await projects.remove(gone.id);
  await fabrics.create({ name: 'Foto', image: new Blob(['x']), width: 1, height: 1 });

  account.current = 'anna';
  expect(await adoptAnonymousData('anna', projects, fabrics)).toBe(2);
  expect((await projects.list()).map((p) => p.name)).toEqual(['Offline']);
  expect((await projects.all())[0]).toMatchObject({ dirty: true });
  expect((await fabrics.list()).map((f) => f.name)).toEqual(['Foto']);
  expect(await projects.svg((await projects.all())[0].id)).toBe('<svg/>');

  account.current = 'ben';
  expect(await adoptAnonymousData('ben', projects, fabrics)).toBe(0);
  expect(await projects.list()).toEqual([]);
});
