import { allSettled } from 'effector';
import { captureLogs } from '@nahtlos/testing';
import { custom, pattern, sized, setup, quietConsole } from '../../../test/configuratorModel';
import * as model from '.';
import { toProjectPattern } from '.';

quietConsole();

describe('configurator model', () => {
  it('area → materials → variations → fabrics', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    // the first area is selected on opening, its first material too
    expect(scope.getState(model.$selectedAreaId)).toBe('hauptstoff');
    expect(scope.getState(model.$selectedMaterial)?.id).toBe('jersey');
    expect(scope.getState(model.$visibleFabrics).map((f) => f.id)).toEqual(['uni-blau', 'ringel']);

    await allSettled(model.variationToggled, { scope, params: 'jersey-streifen' });
    expect(scope.getState(model.$visibleFabrics).map((f) => f.id)).toEqual(['ringel']);
    await allSettled(model.variationToggled, { scope, params: 'jersey-uni' });
    expect(scope.getState(model.$visibleFabrics).map((f) => f.id)).toEqual(['uni-blau', 'ringel']);

    // selecting a material clears chosen variations
    await allSettled(model.materialSelected, { scope, params: 'sweat' });
    expect(scope.getState(model.$selectedVariations)).toEqual([]);
    expect(scope.getState(model.$visibleFabrics).map((f) => f.id)).toEqual(['melange', 'sweat-uni']);

    // selecting an area loads its materials and selects the first
    await allSettled(model.areaSelected, { scope, params: 'buendchen' });
    expect(scope.getState(model.$areaMaterials).map((m) => m.id)).toEqual(['buendchen', 'farbe']);
    expect(scope.getState(model.$selectedMaterial)?.id).toBe('buendchen');
    await allSettled(model.materialSelected, { scope, params: 'farbe' });
    await allSettled(model.fabricChosen, { scope, params: 'farbe-rot' });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, buendchen: 'farbe-rot', aermel: null });
    expect(toProjectPattern(pattern, { fills: scope.getState(model.$fills), looks: {} }).areas[1]).toEqual({
      id: 'buendchen',
      fabric: 'farbe-rot',
      materials: ['buendchen', 'farbe', 'gibtsnicht'],
    });
  });

  it("adds 'Eigene' when the user has custom fabrics and lists them", async () => {
    const { scope } = setup({ customFabrics: custom });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    expect(scope.getState(model.$areaMaterials).at(-1)?.name).toBe('Eigene');
    await allSettled(model.materialSelected, { scope, params: 'custom' });
    expect(scope.getState(model.$visibleFabrics).map((f) => f.id)).toEqual(['mein-stoff']);
  });

  it('undo/redo of fills; a new fill clears redo', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    await allSettled(model.areaSelected, { scope, params: 'aermel' });
    await allSettled(model.fabricChosen, { scope, params: 'uni-blau' });
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: 'ringel', aermel: 'uni-blau' });
    expect(scope.getState(model.$canUndo)).toBe(true);

    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: 'ringel', aermel: null });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: null, aermel: null });
    expect(scope.getState(model.$canUndo)).toBe(false);
    await allSettled(model.undo, { scope }); // nothing left: no change
    expect(scope.getState(model.$canRedo)).toBe(true);

    await allSettled(model.redo, { scope });
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: 'ringel', aermel: null });
    await allSettled(model.fabricChosen, { scope, params: 'melange' }); // aermel still selected
    expect(scope.getState(model.$canRedo)).toBe(false);
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: 'ringel', aermel: 'melange' });

    // choosing the fabric an area already has is no step; unknown fabrics are ignored
    await allSettled(model.fabricChosen, { scope, params: 'melange' });
    await allSettled(model.fabricChosen, { scope, params: 'unbekannt' });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$fills)).toMatchObject({ hauptstoff: 'ringel', aermel: null });
  });

  it('restores fills when opening; an unknown fabric is warned about and the area left empty', async () => {
    const { scope } = setup();
    const logs = await captureLogs(() =>
      allSettled(model.opened, {
        scope,
        params: { pattern, mode: 'edit', projectId: 'p1', design: { fills: { hauptstoff: 'ringel', buendchen: 'weg', aermel: 'farbe-rot' }, looks: {} } },
      }),
    );
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', buendchen: null, aermel: 'farbe-rot' });
    expect(logs.records.map((r) => r.message)).toContain('No fabric found for id weg.');
    expect(scope.getState(model.$mode)).toBe('edit');
    expect(scope.getState(model.$canUndo)).toBe(false);
  });

  it('area steps wrap around (keyboard)', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.areaStepped, { scope, params: -1 });
    expect(scope.getState(model.$selectedAreaId)).toBe('aermel');
    await allSettled(model.areaStepped, { scope, params: 1 });
    expect(scope.getState(model.$selectedAreaId)).toBe('hauptstoff');
  });
});

describe("each area's look: 'Muster skalieren' and 'Drehen'", () => {
  it('scales and turns the selected area only; a dragged slider is one undo step, a turn another', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    for (const scale of [110, 120, 130]) await allSettled(model.scaleChanged, { scope, params: scale });
    await allSettled(model.rotationChanged, { scope, params: 45 });
    expect(scope.getState(model.$looks)).toEqual({ hauptstoff: { scale: 130, rotation: 45 } });
    expect(scope.getState(model.$dirty)).toBe(true);

    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$looks)).toEqual({ hauptstoff: { scale: 130, rotation: 0 } });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$looks)).toEqual({});
    expect(scope.getState(model.$fills).hauptstoff).toBe('ringel');
    await allSettled(model.redo, { scope });
    expect(scope.getState(model.$looks)).toEqual({ hauptstoff: { scale: 130, rotation: 0 } });
    // out of range is brought into it; back to 100 % and 0° the area keeps no look
    await allSettled(model.scaleChanged, { scope, params: 900 });
    expect(scope.getState(model.$looks).hauptstoff.scale).toBe(200);
    await allSettled(model.scaleChanged, { scope, params: 100 });
    expect(scope.getState(model.$looks)).toEqual({});
  });

  it('opens a project with its looks and size; the saved project carries them', async () => {
    const { scope } = setup();
    const design = { fills: { hauptstoff: 'ringel', aermel: 'ringel' }, looks: { aermel: { scale: 70, rotation: 90 as const } } };
    await allSettled(model.opened, { scope, params: { pattern: sized, mode: 'edit', projectId: 'p1', design, size: '98/104' } });
    expect(scope.getState(model.$looks)).toEqual(design.looks);
    expect(scope.getState(model.$size)).toBe('98/104');
    expect(scope.getState(model.$dirty)).toBe(false);
    const stored = toProjectPattern(sized, design, '98/104');
    expect(stored.size).toBe('98/104');
    expect(stored.areas.find((area) => area.id === 'aermel')).toMatchObject({ scale: 70, rotation: 90 });
    expect(stored.areas.find((area) => area.id === 'hauptstoff')).not.toHaveProperty('scale');
  });
});
