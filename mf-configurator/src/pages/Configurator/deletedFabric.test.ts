/**
 * Issue 36: a saved design that uses an own fabric deleted since opens in the editor with that fabric drawn (its image
 * read back from the design's stored drawing), saves it again, and never offers it as a choice.
 */
import { allSettled, fork } from 'effector';
import {
  $customFabrics,
  $customFabricsState,
  $deletedCustomFabrics,
  contentStores,
  type Fabric,
  type Material,
} from '@nahtlos/platform';
import { captureLogs } from '@nahtlos/testing';
import { buildFinalSvg } from '../../drawing/export';
import { parseSvg } from '../../drawing/sanitize';
import { fabricImagesOf } from '../../drawing/savedFabricImages';
import * as model from './model';
import { fabricOf, shirtWith } from '../../test/content';

// the project and its drawing as the device stores them (the handlers of the model's effects in each fork)
const storedProject = jest.fn<Promise<unknown>, [string]>();
const storedDrawing = jest.fn<Promise<string | null>, [string]>();

const KARO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const fabric = (id: string, extra: Partial<Fabric> = {}): Fabric => fabricOf(id, { width: 800, height: 600, ...extra });
/** 'Omas Karo' before it was deleted, and as the platform lists it since: no image, 'Gelöschter Stoff'. */
const karoBefore = fabric('karo', { name: 'Omas Karo', material: 'custom', isCustom: true, path: KARO });
const karoDeleted = fabric('karo', { name: 'Gelöschter Stoff', material: 'custom', isCustom: true, path: null, deleted: true });
const mine = fabric('mein-stoff', { material: 'custom', isCustom: true, path: 'blob:http://localhost/mein-stoff' });
const jersey: Material = { id: 'jersey', name: 'Jersey', description: '', composition: '', variations: [], position: 1, fabrics: [] };

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600"><g id="areas">
  <path data-area="hauptstoff" fill="#ffffff" d="M0 0L10 0L10 10Z"/><path data-area="aermel" fill="#ffffff" d="M20 0L30 0L30 10Z"/>
</g></svg>`;
const pattern = shirtWith();

/** The final SVG of a design, as the configurator stores it. */
const finalSvg = (fills: Record<string, Fabric | null>) =>
  buildFinalSvg({ source: parseSvg(drawing), width: 500, height: 600, fills, looks: {}, cmPerUnit: null, shadingHref: null });

/** The editor opened on project p1: its front in 'Omas Karo' (deleted since), its sleeve in 'ringel'. */
async function openEditor() {
  storedProject.mockResolvedValue({ sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'karo' }, { id: 'aermel', fabric: 'ringel' }] } });
  storedDrawing.mockResolvedValue(await finalSvg({ hauptstoff: karoBefore, aermel: fabric('ringel') }));
  const loaded = { items: [], publishedAt: null, legacy: [] };
  const scope = fork({
    values: [
      [contentStores.fabrics.$data, { ...loaded, items: [fabric('ringel'), fabric('uni')] }],
      [contentStores.fabrics.$state, 'loaded'],
      [contentStores.materials.$data, { ...loaded, items: [jersey] }],
      [contentStores.materials.$state, 'loaded'],
      [contentStores.sewingPatterns.$data, { ...loaded, items: [pattern] }],
      [contentStores.sewingPatterns.$state, 'loaded'],
      [$customFabrics, [mine]],
      [$deletedCustomFabrics, [karoDeleted]],
      [$customFabricsState, 'loaded'],
    ],
    handlers: [
        [model.loadSizesFx, async () => []],
        [model.getProjectFx, storedProject],
        [model.getProjectSvgFx, storedDrawing],
      ],
  });
  const logs = await captureLogs(() => allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'edit', id: 'p1', navigate: jest.fn() } }));
  return { scope, logs };
}

beforeEach(() => {
  localStorage.clear();
  storedDrawing.mockReset();
});

describe('a design whose own fabric was deleted, in the editor', () => {
  it("draws the area with the image its saved drawing keeps, still as 'Gelöschter Stoff', without a warning", async () => {
    const { scope, logs } = await openEditor();
    expect(storedDrawing).toHaveBeenCalledWith('p1');
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'karo', aermel: 'ringel' });
    expect(scope.getState(model.$fabricIndex).get('karo')).toEqual({ ...karoDeleted, path: KARO });
    expect(scope.getState(model.$dirty)).toBe(false);
    expect(logs.records).toEqual([]);
  });

  it("is never offered for choosing: 'Eigene' lists only the fabrics the user still has", async () => {
    const { scope } = await openEditor();
    await allSettled(model.materialSelected, { scope, params: 'custom' });
    expect(scope.getState(model.$visibleFabrics).map(({ id }) => id)).toEqual(['mein-stoff']);
  });

  it('saved again, the drawing carries the image on; another fabric for the area replaces it as usual', async () => {
    const { scope } = await openEditor();
    const index = scope.getState(model.$fabricIndex);
    const fillsOf = (fills: model.Fills) => Object.fromEntries(Object.entries(fills).map(([area, id]) => [area, id ? index.get(id) ?? null : null]));
    const savedAgain = await finalSvg(fillsOf(scope.getState(model.$fills)));
    expect(fabricImagesOf(savedAgain, new Set(['karo']))).toEqual({ karo: KARO });

    await allSettled(model.areaSelected, { scope, params: 'hauptstoff' });
    await allSettled(model.fabricChosen, { scope, params: 'uni' });
    expect(scope.getState(model.$fills).hauptstoff).toBe('uni');
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$fills).hauptstoff).toBe('karo');
  });

  it('leaving the page forgets the image; a design without deleted fabrics never reads its drawing', async () => {
    const { scope } = await openEditor();
    await allSettled(model.ConfiguratorGate.close, { scope, params: {} });
    expect(scope.getState(model.$fabricIndex).get('karo')?.path).toBeNull();

    storedDrawing.mockClear();
    storedProject.mockResolvedValue({ sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'ringel' }] } });
    await allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'edit', id: 'p2', navigate: jest.fn() } });
    expect(scope.getState(model.$fills).hauptstoff).toBe('ringel');
    expect(storedDrawing).not.toHaveBeenCalled();
  });

  it('a drawing that cannot be read leaves the area white and opens the design, with one warning', async () => {
    storedDrawing.mockRejectedValue(new Error('storage gone'));
    storedProject.mockResolvedValue({ sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'karo' }] } });
    const scope = fork({
      values: [
        [contentStores.fabrics.$state, 'loaded'],
        [contentStores.materials.$state, 'loaded'],
        [contentStores.sewingPatterns.$data, { items: [pattern], publishedAt: null, legacy: [] }],
        [contentStores.sewingPatterns.$state, 'loaded'],
        [$deletedCustomFabrics, [karoDeleted]],
        [$customFabricsState, 'loaded'],
      ],
      handlers: [
        [model.loadSizesFx, async () => []],
        [model.getProjectFx, storedProject],
        [model.getProjectSvgFx, storedDrawing],
      ],
    });
    const { records } = await captureLogs(() => allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'edit', id: 'p1', navigate: jest.fn() } }));
    expect(scope.getState(model.$fills).hauptstoff).toBe('karo');
    expect(scope.getState(model.$fabricIndex).get('karo')?.path).toBeNull();
    expect(records.map(({ message }) => message)).toEqual(['The drawing of project p1 could not be read.']);
  });
});
