/**
 * The app's kernel instance end to end in jsdom: localforage (localStorage driver here), bus
 * wiring and stores. Requests fail like offline, so content stays 'not loaded' (logged).
 */
import { $customFabrics, $deletedCustomFabrics, $fabricsState, $projects, $projectsState, $savedInspirations } from '../bus/catalogue';
import { AxiosError } from 'axios';
import {
  createCustomFabric,
  createProject,
  deleteCustomFabric,
  deleteProject,
  removeInspiration,
  saveInspiration,
  startKernel,
  syncNow,
} from './index';
import { setLogSinks } from './logging/logger';
import { api } from './runtime';

let restore: () => void;
beforeAll(() => {
  restore = setLogSinks([]);
  // No server in jsdom: every request fails fast like an offline device.
  api.http.defaults.adapter = async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  };
  URL.createObjectURL = () => `blob:kernel/${Math.random()}`;
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('starts, stores projects and fabrics through localforage and feeds the stores', async () => {
  await startKernel({ platform: 'web' });
  expect($projectsState.getState()).toBe('loaded');
  // no server in this test: the content load fails with nothing stored
  expect($fabricsState.getState()).toBe('failed');

  const project = await createProject({ name: 'Kleid', sewingPattern: { id: 'shirt-mila', areas: [] }, svg: '<svg/>' });
  await settle();
  expect($projects.getState().map((p) => p.id)).toEqual([project.id]);
  expect(Object.keys(localStorage).some((key) => key.includes('projects:anonymous'))).toBe(true);

  const fabric = await createCustomFabric({ name: 'Foto', image: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), width: 1, height: 1 });
  await settle();
  expect($customFabrics.getState().map((f) => f.name)).toEqual(['Foto']);

  // deleted: gone from the list as soon as the call resolves (its image URL is revoked), kept for designs
  await deleteCustomFabric(fabric.id);
  expect($customFabrics.getState()).toEqual([]);
  expect($deletedCustomFabrics.getState().map((f) => [f.id, f.name])).toEqual([[fabric.id, 'Gelöschter Stoff']]);

  await deleteProject(project.id);
  await settle();
  expect($projects.getState()).toEqual([]);

  expect(await syncNow()).toMatchObject({ ok: false, aborted: 'logged out' });
});

it('saved inspirations: newest first, unique, persisted', async () => {
  await saveInspiration('3');
  await saveInspiration('5');
  await saveInspiration('3');
  expect($savedInspirations.getState()).toEqual(['3', '5']);
  await removeInspiration('5');
  expect($savedInspirations.getState()).toEqual(['3']);
  // localforage's localStorage driver stores our JSON text JSON-encoded once more.
  const stored = Object.entries(localStorage).find(([key]) => key.endsWith('savedInspiration'))?.[1];
  expect(JSON.parse(JSON.parse(stored!))).toEqual(['3']);
});
