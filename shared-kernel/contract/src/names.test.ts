import { customFabricBody } from './customFabrics';
import { nameProblem, repairedName } from './names';
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

describe('the one name rule (nameProblem), as the server and the apps apply it', () => {
  const RLO = '\u202E';
  const PDF = '\u202C';

  it.each([
    `${RLO}ekcaJ${PDF}`,
    `Jacke${'\u2066'}`,
    `\u202AJacke`,
  ])('refuses text-direction controls in %p with the German message, on the device and at the server', (name) => {
    expect(nameProblem(name)).toBe('Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.');
    expect(messages(project(name))).toEqual(['Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.']);
    expect(messages(fabric({ name }))).toEqual(['Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.']);
  });

  it('counts characters as people do: 20 emoji pass on the device and at the server, 21 do not', () => {
    expect(nameProblem('🧵'.repeat(20))).toBeNull();
    expect(project('🧵'.repeat(20)).success).toBe(true);
    expect(nameProblem('🧵'.repeat(21))).toBe('Höchstens 20 Zeichen.');
    expect(messages(project('🧵'.repeat(21)))).toEqual(['Höchstens 20 Zeichen.']);
  });

  it('gives the device and the server the same verdict on every name', () => {
    const names = ['', ' ', 'Jacke', '  Jacke  ', 'x'.repeat(20), 'x'.repeat(21), `${RLO}x`, `x${'\u2069'}`, 'Kleid\u200F', '🧵'.repeat(20)];
    for (const name of names) {
      const server = messages(project(name)) ?? [];
      expect([name, server]).toEqual([name, [nameProblem(name)].filter(Boolean)]);
    }
  });
});

describe('repairing a name stored under an older rule (repairedName)', () => {
  it('removes text-direction controls and keeps what reads', () => {
    expect(repairedName('\u202Eekcaj\u202C', 'Ohne Namen')).toBe('ekcaj');
    expect(nameProblem(repairedName('\u202Eekcaj\u202C', 'Ohne Namen'))).toBeNull();
  });

  it('gives the fallback to a name with nothing left, and cuts a long one to 20 characters', () => {
    expect(repairedName('\u202E\u202C  ', 'Ohne Namen')).toBe('Ohne Namen');
    expect(repairedName('  ', 'Ohne Namen')).toBe('Ohne Namen');
    expect(repairedName(`${'x'.repeat(19)} yz`, 'Ohne Namen')).toBe('x'.repeat(19));
    expect(repairedName('🧵'.repeat(25), 'Ohne Namen')).toBe('🧵'.repeat(20));
  });

  it('leaves a name the rule accepts as it is (trimmed)', () => {
    for (const name of ['Jacke', 'Ein Kleid für Oma', 'x'.repeat(20)]) expect(repairedName(` ${name} `, 'Ohne Namen')).toBe(name);
  });
});
