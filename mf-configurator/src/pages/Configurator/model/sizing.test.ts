import { allSettled, fork, type Scope } from 'effector';
import { contentStores, type PatternSize } from '@nahtlos/platform';
import { materials, fabrics, sized, setup, quietConsole } from '../../../test/configuratorModel';
import * as model from '.';

quietConsole();

describe("'Deine Größe' and the yardage", () => {
  /** A new design of the sized pattern, its editor on screen (which loads the cut pieces). */
  const openSized = async (scope: Scope) => {
    await allSettled(model.opened, { scope, params: { pattern: sized, mode: 'new' } });
    await allSettled(model.editorShown, { scope, params: sized.id });
    await allSettled(model.yardageToggled, { scope, params: true });
  };
  const piece = (width: number, height: number) => ({
    name: 'Teil',
    outline: [[0, 0], [width, 0], [width, height], [0, height]] as [number, number][],
    quantity: 2,
    onFold: false,
    grain: 'lengthwise' as const,
  });
  const sizes: PatternSize[] = [
    { size: '86/92', scale: 0.1, pieces: { hauptstoff: [piece(48, 28)] } },
    { size: '98/104', scale: 0.12, pieces: { hauptstoff: [piece(48, 38)] } },
  ];
  beforeEach(() => localStorage.clear());

  it("shows the device's size, else the middle one; a chosen size is remembered for every pattern", async () => {
    const { scope } = setup({ sizes: async () => sizes });
    await openSized(scope);
    expect(scope.getState(model.$sizeNames)).toEqual(['86/92', '98/104', '110/116']);
    expect(scope.getState(model.$size)).toBe('98/104');
    await allSettled(model.sizeChosen, { scope, params: '86/92' });
    expect(localStorage.getItem('nahtlos:size')).toBe('86/92');
    const second = setup({ sizes: async () => sizes }).scope;
    await openSized(second);
    expect(second.getState(model.$size)).toBe('86/92');
  });

  it('computes nothing while the yardage is folded away', async () => {
    const { scope } = setup({ sizes: async () => sizes });
    await openSized(scope);
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    expect(scope.getState(model.$fabricNeeds)).toHaveLength(1);
    await allSettled(model.yardageToggled, { scope, params: false });
    expect(scope.getState(model.$fabricNeeds)).toEqual([]);
  });

  it('computes the length each fabric needs in the chosen size and draws prints at that size', async () => {
    const { scope } = setup({ sizes: async () => sizes });
    await openSized(scope);
    expect(scope.getState(model.$fabricNeeds)).toEqual([]);
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    expect(scope.getState(model.$fabricNeeds).map(({ fabric, lengthCm, widthCm }) => [fabric.id, lengthCm, widthCm])).toEqual([['ringel', 40, 140]]);
    expect(scope.getState(model.$cmPerUnit)).toBe(0.12);
    await allSettled(model.sizeChosen, { scope, params: '86/92' });
    expect(scope.getState(model.$fabricNeeds)[0].lengthCm).toBe(30);
    expect(scope.getState(model.$cmPerUnit)).toBe(0.1);
    await allSettled(model.widthChosen, { scope, params: { fabricId: 'ringel', width: 90 } });
    // 50 cm wide with its allowance, the piece does not fit 90 cm fabric folded in half: the plan lays it open, the
    // pair as a piece and its mirror image one below the other
    const [open] = scope.getState(model.$fabricNeeds);
    expect(open).toMatchObject({ widthCm: 90, lengthCm: 60, tooWide: [] });
    expect(open.plan.fold).toBe('open');
    expect(open.plan.placements.map(({ name, mirrored }) => [name, mirrored])).toEqual([['Teil', false], ['Teil', true]]);
  });

  it("'Muster anpassen' lays the pieces on one motif line of the print and says how much more it needs", async () => {
    const { scope } = setup({ sizes: async () => sizes });
    await openSized(scope);
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    const [plain] = scope.getState(model.$fabricNeeds);
    expect(plain).toMatchObject({ matched: false });
    await allSettled(model.matchToggled, { scope, params: { fabricId: 'ringel', on: true } });
    const [matched] = scope.getState(model.$fabricNeeds);
    expect(matched.matched).toBe(true);
    expect(matched.lengthCm).toBe(plain.lengthCm + matched.plan.matchExtraCm);
    await allSettled(model.matchToggled, { scope, params: { fabricId: 'ringel', on: false } });
    expect(scope.getState(model.$fabricNeeds)[0]).toMatchObject({ matched: false, lengthCm: plain.lengthCm });
  });

  it('the sizes the page carried serve its editor without a load; they are kept on the device after it', async () => {
    const load = jest.fn(async () => sizes);
    const kept: string[] = [];
    const scope = fork({
      values: [
        [contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }],
        [contentStores.materials.$data, { items: materials, publishedAt: null, legacy: [] }],
      ],
      handlers: [
        [model.loadSizesFx, load],
        [model.keepCarriedSizesFx, async (patternId: string) => void kept.push(patternId)],
      ],
    });
    await allSettled(model.sizesCarried, { scope, params: { patternId: sized.id, sizes } });
    await openSized(scope);
    expect(scope.getState(model.$sizesState)).toBe('loaded');
    expect(scope.getState(model.$cmPerUnit)).toBe(0.12);
    expect(load).not.toHaveBeenCalled();
    expect(kept).toEqual([sized.id]);
    // they serve the first editor only: the pattern opened again loads its sizes
    await allSettled(model.closed, { scope });
    await openSized(scope);
    expect(load).toHaveBeenCalledWith(sized.id);
  });

  it('says so when the cut pieces cannot be loaded; the design itself is unaffected', async () => {
    const { scope } = setup({
      sizes: async () => {
        throw new Error('offline');
      },
    });
    await openSized(scope);
    expect(scope.getState(model.$sizesState)).toBe('failed');
    expect(scope.getState(model.$cmPerUnit)).toBeNull();
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    expect(scope.getState(model.$fills).hauptstoff).toBe('ringel');
  });
});
