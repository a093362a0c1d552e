import { customFabricBody } from './customFabrics';
import { patternProjectBody } from './patternProjects';

const project = (name: unknown, extra: object = {}) =>
  patternProjectBody.safeParse({ patternProject: { pattern_project_id: 'p1', name, sewing_pattern: { id: 'x' }, svg: '<svg/>', ...extra } });
const fabric = (customFabric: object) => customFabricBody.safeParse({ customFabric: { fabric_id: 'f1', ...customFabric } });
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('project names', () => {
  it.each(['', '   ', '\t \n'])('refuses %p with the German message at the name', (name) => {
    const result = project(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['patternProject', 'name'], message: 'Bitte gib einen Namen ein.' })]);
  });

  it('stores the name trimmed and counts the limit after trimming', () => {
    expect(project('  Jacke  ').data?.patternProject.name).toBe('Jacke');
    expect(project(`  ${'x'.repeat(20)}  `).data?.patternProject.name).toBe('x'.repeat(20));
    expect(messages(project('x'.repeat(21)))).toEqual(['Höchstens 20 Zeichen.']);
  });

  it('lets a tombstone through without a name (deleting never fails on an old empty name)', () => {
    expect(project('', { deleted: true }).success).toBe(true);
    expect(project(undefined, { deleted: true }).success).toBe(true);
  });
});

describe('custom fabric names', () => {
  it.each(['', '    '])('refuses %p on a live fabric', (name) => {
    const result = fabric({ name });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['customFabric', 'name'], message: 'Bitte gib einen Namen ein.' })]);
  });

  it('trims the name, keeps a left-out name out, and lets a tombstone through', () => {
    expect(fabric({ name: '  Jacke  ' }).data?.customFabric.name).toBe('Jacke');
    expect(fabric({ width: 10 }).success).toBe(true);
    expect(fabric({ name: '', deleted: true }).success).toBe(true);
    expect(messages(fabric({ name: 'x'.repeat(21) }))).toEqual(['Höchstens 20 Zeichen.']);
  });
});
