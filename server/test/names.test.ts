/** Names of projects and custom fabrics: empty or only spaces → 400 with the German message, stored trimmed. */
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

let t: TestApp;
let user: TestUser;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { cameraFeature: true });
  jpeg = await jpegBase64();
});
afterAll(() => t.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10v10z"/></svg>';
const project = (id: string, extra: Record<string, unknown> = {}) => ({
  pattern_project_id: id,
  name: 'Emil',
  sewing_pattern: { id: 'kinderhose-emil', areas: [] },
  svg,
  ...extra,
});
const saveProject = (patternProject: object) =>
  json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token, payload: { patternProject } });
const saveFabric = (customFabric: object, fabricImage?: string) =>
  json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric, ...(fabricImage ? { fabricImage } : {}) } });
const get = (path: string) => json(t.app, { method: 'GET', url: `/api/app/${path}`, token: user.token });

const nameRefused = (path: string) => ({
  error: 'Ungültige Eingabe.',
  details: [{ path, message: 'Bitte gib einen Namen ein.' }],
});

describe('pattern projects', () => {
  it.each(['', '   ', ' \t '])('refuses to create a project named %p and stores nothing', async (name) => {
    const id = newId();
    const answer = await saveProject(project(id, { name }));
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(nameRefused('patternProject.name'));
    expect((await get(`pattern-project/${id}`)).statusCode).toBe(404);
    const listed = (await get('pattern-projects')).json().pattern_projects.map((p: { pattern_project_id: string }) => p.pattern_project_id);
    expect(listed).not.toContain(id);
  });

  it('refuses to rename a project to spaces and keeps the stored one as it was', async () => {
    const id = newId();
    const before = (await saveProject(project(id))).json().pattern_project;
    const answer = await saveProject(project(id, { name: '    ', base_revision: 1 }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(nameRefused('patternProject.name'));
    expect((await get(`pattern-project/${id}`)).json().pattern_project).toEqual(before);
  });

  it('stores names trimmed, on create and on update', async () => {
    const id = newId();
    const created = await saveProject(project(id, { name: '  Jacke  ' }));
    expect(created.statusCode).toBe(200);
    expect(created.json().pattern_project.name).toBe('Jacke');
    const updated = await saveProject(project(id, { name: '\tWinterjacke ', base_revision: 1 }));
    expect(updated.json().pattern_project).toEqual(expect.objectContaining({ name: 'Winterjacke', revision: 2 }));
    expect((await get(`pattern-project/${id}`)).json().pattern_project.name).toBe('Winterjacke');
    // 20 characters once trimmed fit the limit
    const long = await saveProject(project(newId(), { name: ` ${'x'.repeat(20)} ` }));
    expect(long.json().pattern_project.name).toBe('x'.repeat(20));
  });

  it('still deletes with a tombstone that has no name', async () => {
    const id = newId();
    await saveProject(project(id));
    const tombstone = await saveProject({ pattern_project_id: id, name: '', deleted: true, base_revision: 1 });
    expect(tombstone.statusCode).toBe(200);
    expect(tombstone.json().pattern_project.deleted).toBe(true);
  });
});

describe('custom fabrics', () => {
  it.each(['', '   '])('refuses to create a fabric named %p and stores nothing', async (name) => {
    const id = newId();
    const answer = await saveFabric({ fabric_id: id, name, width: 64, height: 48 }, jpeg);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(nameRefused('customFabric.name'));
    expect((await get(`custom-fabric/${id}`)).statusCode).toBe(404);
  });

  it('refuses to create a fabric without a name', async () => {
    const id = newId();
    const answer = await saveFabric({ fabric_id: id, width: 64, height: 48 }, jpeg);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(nameRefused('customFabric.name'));
    expect((await get(`custom-fabric/${id}`)).statusCode).toBe(404);
  });

  it('refuses a rename to spaces and keeps the fabric as it was', async () => {
    const id = newId();
    const before = (await saveFabric({ fabric_id: id, name: 'Omas Karo', width: 64, height: 48 }, jpeg)).json().custom_fabric;
    const answer = await saveFabric({ fabric_id: id, name: '  ', base_revision: 1 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(nameRefused('customFabric.name'));
    expect((await get(`custom-fabric/${id}`)).json().custom_fabric).toEqual(before);
  });

  it('stores names trimmed, on create and on rename', async () => {
    const id = newId();
    const created = await saveFabric({ fabric_id: id, name: ' Jacke  ', width: 64, height: 48 }, jpeg);
    expect(created.statusCode).toBe(200);
    expect(created.json().custom_fabric.name).toBe('Jacke');
    const renamed = await saveFabric({ fabric_id: id, name: '  Karo ', base_revision: 1 });
    expect(renamed.json().custom_fabric).toEqual(expect.objectContaining({ name: 'Karo', revision: 2 }));
    const listed = (await get('custom-fabrics')).json().custom_fabrics.find((f: { fabric_id: string }) => f.fabric_id === id);
    expect(listed.name).toBe('Karo');
  });

  it('still deletes with a tombstone that has an empty name', async () => {
    const id = newId();
    await saveFabric({ fabric_id: id, name: 'Weg', width: 64, height: 48 }, jpeg);
    const tombstone = await saveFabric({ fabric_id: id, name: '', deleted: true, base_revision: 1 });
    expect(tombstone.statusCode).toBe(200);
    expect(tombstone.json().custom_fabric.deleted).toBe(true);
  });
});
