import type { Fabric, PatternSize } from '@nahtlos/platform';
import { planCutting } from '@nahtlos/cutting';
import { fabricNeeds as needsWith, type NeedsInput } from './yardage';

/** The cutting plan's engine itself (the page loads it as a chunk of its own). */
const fabricNeeds = (input: Omit<NeedsInput, 'planCutting'>) => needsWith({ ...input, planCutting });

const rectangle = (name: string, width: number, height: number, quantity = 2) => ({
  name,
  outline: [[0, 0], [width, 0], [width, height], [0, height]] as [number, number][],
  quantity,
  onFold: false,
  grain: 'lengthwise' as const,
});
// with the 1 cm allowance each cut is a box of 50 × 30 cm; a pair comes from one cut through both layers
const size: PatternSize = {
  size: '86/92',
  scale: 0.2,
  pieces: { hauptstoff: [rectangle('Vorderteil', 48, 28)], aermel: [rectangle('Ärmel', 48, 28)], tasche: [rectangle('Tasche', 200, 10)] },
};
const fabric = (id: string, extra: Partial<Fabric> = {}): Fabric => ({
  id, name: id, material: 'jersey', variation: null, position: 1, thumbnail: null, path: `/${id}.png`, headerPath: null,
  width: 512, height: 512, isCustom: false, slides: [], ...extra,
});
const index = new Map<string, Fabric>([
  ['sterne', fabric('sterne', { usableWidth: 150 })],
  ['eigen', fabric('eigen', { isCustom: true, usableWidth: 140, lengthCm: 50 })],
  ['kurz', fabric('kurz', { isCustom: true, usableWidth: 140, lengthCm: 20 })],
  ['rot', fabric('rot', { path: null, color: '#c00' })],
]);
const areaIds = ['hauptstoff', 'aermel', 'tasche'];

describe('fabricNeeds', () => {
  it('lays out the pieces of every area a fabric fills, at its usable width (a colour at 140 cm)', () => {
    const needs = fabricNeeds({ areaIds, size, fills: { hauptstoff: 'sterne', aermel: 'sterne', tasche: null }, index });
    expect(needs).toHaveLength(1);
    // two 50 cm boxes side by side need 100 cm of the 75 cm folded width: two shelves of 30 cm
    expect(needs[0]).toMatchObject({ areaIds: ['hauptstoff', 'aermel'], widthCm: 150, lengthCm: 60, tooWide: [], missingCm: null });
    const colour = fabricNeeds({ areaIds, size, fills: { hauptstoff: 'rot' }, index });
    expect(colour[0]).toMatchObject({ widthCm: 140, lengthCm: 30 });
  });

  it('a wider fabric bought elsewhere: the chosen width', () => {
    const [wide] = fabricNeeds({ areaIds, size, fills: { hauptstoff: 'sterne', aermel: 'sterne' }, index, chosenWidths: { sterne: 200 } });
    expect(wide).toMatchObject({ widthCm: 200, lengthCm: 30 });
  });

  it("the user's own fabric of known size: enough, or how many cm are missing", () => {
    const [enough] = fabricNeeds({ areaIds, size, fills: { hauptstoff: 'eigen' }, index, chosenWidths: { eigen: 90 } });
    expect(enough).toMatchObject({ widthCm: 140, lengthCm: 30, missingCm: 0 });
    const [short] = fabricNeeds({ areaIds, size, fills: { hauptstoff: 'kurz', aermel: 'kurz' }, index });
    expect(short).toMatchObject({ lengthCm: 60, missingCm: 40 });
  });

  it('names the pieces a fabric is too narrow for instead of a length', () => {
    const [narrow] = fabricNeeds({ areaIds, size, fills: { tasche: 'eigen' }, index });
    expect(narrow.tooWide).toEqual(['Tasche']);
    expect(narrow.missingCm).toBeNull();
  });

  it('leaves out empty areas and fabrics it does not know', () => {
    expect(fabricNeeds({ areaIds, size, fills: { hauptstoff: 'gibt-es-nicht', aermel: null }, index })).toEqual([]);
  });
});

describe("fabricNeeds: a fabric of the user's stash (issue 40)", () => {
  const both = { hauptstoff: 'sterne', aermel: 'sterne' };
  const piece = (lengthCm: number, widthCm = 140) => ({ fabricId: 'sterne', lengthCm, widthCm });

  it('says what a piece leaves after cutting, planned at the piece’s own width', () => {
    // at 140 cm the two 50 cm boxes lie side by side in the 70 cm folded width: two shelves of 30 cm
    const [need] = fabricNeeds({ areaIds, size, fills: both, index, stash: [piece(150)] });
    expect(need.stash).toEqual({ lengthCm: 150, widthCm: 140, leftCm: 90 });
    // a narrow piece: one box per shelf, 120 cm
    const [narrow] = fabricNeeds({ areaIds, size, fills: both, index, stash: [piece(150, 90)] });
    expect(narrow.stash).toEqual({ lengthCm: 150, widthCm: 90, leftCm: 30 });
  });

  it('or how many cm are missing', () => {
    const [need] = fabricNeeds({ areaIds, size, fills: both, index, stash: [piece(35)] });
    expect(need.stash).toEqual({ lengthCm: 35, widthCm: 140, leftCm: -25 });
  });

  it('several pieces: the longest that is enough, else the one that misses least', () => {
    const [enough] = fabricNeeds({ areaIds, size, fills: both, index, stash: [piece(40), piece(150), piece(100)] });
    expect(enough.stash?.lengthCm).toBe(150);
    const [short] = fabricNeeds({ areaIds, size, fills: both, index, stash: [piece(20), piece(50), piece(30)] });
    expect(short.stash).toEqual({ lengthCm: 50, widthCm: 140, leftCm: -10 });
  });

  it('nothing for a fabric not in the stash, or only in pieces too narrow for a cut piece', () => {
    expect(fabricNeeds({ areaIds, size, fills: both, index, stash: [{ fabricId: 'eigen', lengthCm: 100, widthCm: 140 }] })[0].stash).toBeNull();
    expect(fabricNeeds({ areaIds, size, fills: { tasche: 'sterne' }, index, stash: [piece(500, 140)] })[0].stash).toBeNull();
  });
});
