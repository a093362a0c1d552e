import type { Fabric, StashEntry } from '@nahtlos/platform';
import { stashForMatching } from './stashForMatching';

const entry = (id: string, fabricId: string) => ({ id, fabricId, lengthCm: 80, widthCm: 140, note: '', boughtOn: null, deleted: false }) as StashEntry;
const shipped = [{ id: 'ringel', name: 'Ringel', material: 'jersey', oneWay: true, isCustom: false }] as Fabric[];
const own = [
  { id: 'own-1', name: 'Vorhang', material: 'custom', isCustom: true },
  { id: 'own-2', name: 'Gelöschter Stoff', material: 'custom', isCustom: true, deleted: true },
] as Fabric[];

describe('stashForMatching', () => {
  it("gives the matcher each entry's material and print, and leaves out entries whose fabric is unknown or deleted", () => {
    const { entries, byId } = stashForMatching([entry('a', 'ringel'), entry('b', 'own-1'), entry('c', 'gone'), entry('d', 'own-2')], shipped, own);
    expect(entries).toEqual([
      { id: 'a', fabric: { material: 'jersey', oneWay: true }, lengthCm: 80, widthCm: 140 },
      { id: 'b', fabric: { material: 'custom', oneWay: false }, lengthCm: 80, widthCm: 140 },
    ]);
    expect(byId.get('b')?.fabric.name).toBe('Vorhang');
    expect([...byId.keys()]).toEqual(['a', 'b']);
  });
});
