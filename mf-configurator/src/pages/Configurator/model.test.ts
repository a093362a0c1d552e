import { allSettled, fork, type Scope } from 'effector';
import {
  $customFabrics,
  $toasts,
  contentStores,
  savePatternsRequested,
  type Fabric,
  type Material,
  type PatternSize,
  type SewingPattern,
} from '@nahtlos/platform';
import { captureLogs } from '@nahtlos/testing';
import * as model from './model';
import { fabricsForMaterial, materialsForArea, toProjectPattern, type SaveRequest } from './model';

const material = (id: string, position: number, variations: string[] = []): Material => ({
  id,
  name: id === 'farbe' ? 'Farben' : id[0].toUpperCase() + id.slice(1),
  description: '',
  composition: '',
  variations: variations.map((v) => ({ id: v, name: v })),
  position,
  fabrics: [],
});
const fabric = (id: string, materialId: string, variation: string | null, position: number, extra: Partial<Fabric> = {}): Fabric => ({
  id,
  name: id,
  material: materialId,
  variation,
  position,
  thumbnail: `/media/${id}-thumb.jpg`,
  path: `/media/${id}.jpg`,
  headerPath: null,
  width: 512,
  height: 512,
  isCustom: false,
  slides: [],
  ...extra,
});

const materials = [
  material('sweat', 20, ['sweat-uni', 'sweat-melange']),
  material('jersey', 10, ['jersey-uni', 'jersey-streifen']),
  material('buendchen', 60, ['buendchen-uni']),
  material('farbe', 100),
];
const fabrics = [
  fabric('ringel', 'jersey', 'jersey-streifen', 2),
  fabric('uni-blau', 'jersey', 'jersey-uni', 1),
  fabric('melange', 'sweat', 'sweat-melange', 1),
  fabric('sweat-uni', 'sweat', 'sweat-uni', 2),
  fabric('bund-uni', 'buendchen', 'buendchen-uni', 1),
  fabric('farbe-rot', 'farbe', null, 1, { thumbnail: null, path: null, color: '#c0392b', width: null, height: null }),
];
const custom = [fabric('mein-stoff', 'custom', null, 0, { isCustom: true })];
const pattern: SewingPattern = {
  id: 'shirt',
  name: 'Shirt',
  subline: '',
  kind: 'shirt',
  path: '/p.svg',
  shadowPath: '/p-shadow.svg',
  previewPath: '/p.png',
  tablePath: '/p-table.svg',
  width: 500,
  height: 600,
  position: 1,
  consumption: [],
  instructions: [],
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' },
    { id: 'buendchen', name: 'Bündchen', color: 'buendchen', materials: [{ id: 'buendchen' }, { id: 'farbe' }, { id: 'gibtsnicht' }] },
    { id: 'aermel', name: 'Ärmel', color: 'aermel' },
  ],
};

/** The pattern with the sizes of its STOFFVERBRAUCH table (its cut pieces load apart). */
const sized: SewingPattern = {
  ...pattern,
  consumption: ['86/92', '98/104', '110/116'].map((size) => ({ size, values: {} })),
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The page's model in a fork of its own, with the platform's content and the save handler given. */
function setup(
  options: {
    customFabrics?: Fabric[];
    save?: (request: SaveRequest) => Promise<void>;
    sizes?: (patternId: string) => Promise<PatternSize[]>;
    /** The answer to 'Dein Design ist noch leer' (saved anyway unless a test says otherwise). */
    saveEmpty?: () => Promise<boolean>;
  } = {},
): { scope: Scope } {
  const scope = fork({
    values: [
      // the platform's content, as its caches would have received it
      [contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }],
      [contentStores.materials.$data, { items: materials, publishedAt: null, legacy: [] }],
      [$customFabrics, options.customFabrics ?? []],
    ],
    handlers: [
      // the pattern's cut pieces, as the platform would load them (none unless a test gives them)
      [model.loadSizesFx, options.sizes ?? (async () => [])],
      ...(options.save ? [[model.saveFx, options.save] as [typeof model.saveFx, typeof options.save]] : []),
      [model.confirmEmptySaveFx, options.saveEmpty ?? (async () => true)],
    ],
  });
  return { scope };
}

describe('materialsForArea / fabricsForMaterial', () => {
  it('uses the area list, or all materials except buendchen sorted by position, plus Eigene when custom fabrics exist', () => {
    expect(materialsForArea(pattern.areas[0], materials, []).map((m) => m.id)).toEqual(['jersey', 'sweat', 'farbe']);
    expect(materialsForArea(pattern.areas[1], materials, []).map((m) => m.id)).toEqual(['buendchen', 'farbe']);
    const withCustom = materialsForArea(pattern.areas[0], materials, custom);
    expect(withCustom.map((m) => m.name)).toEqual(['Jersey', 'Sweat', 'Farben', 'Eigene']);
  });
  it('warns about materials an area names that do not exist, and omits them', async () => {
    const { records } = await captureLogs(() => materialsForArea(pattern.areas[1], materials, [], true));
    expect(records.map((r) => r.message)).toContain('No material found for: gibtsnicht');
  });
  it('filters fabrics by material and chosen variations, ordered by position', () => {
    expect(fabricsForMaterial(materials[1], [], fabrics, []).map((f) => f.id)).toEqual(['uni-blau', 'ringel']);
    expect(fabricsForMaterial(materials[1], ['jersey-streifen'], fabrics, []).map((f) => f.id)).toEqual(['ringel']);
  });
});

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
    // 50 cm wide with its allowance, the piece does not fit 90 cm fabric folded in half
    expect(scope.getState(model.$fabricNeeds)[0]).toMatchObject({ widthCm: 90, tooWide: ['Teil'] });
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

describe('area flash (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('flashes the selected area for 400 ms; a new selection restarts the flash', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    expect(scope.getState(model.$flashingArea)).toBeNull(); // opening selects without a flash
    // the flash's timer runs on fake time: the units are launched without waiting for it
    const select = (areaId: string) => void allSettled(model.areaSelected, { scope, params: areaId });
    select('aermel');
    expect(scope.getState(model.$flashingArea)).toBe('aermel');
    jest.advanceTimersByTime(399);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBe('aermel');
    jest.advanceTimersByTime(1);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBeNull();

    select('hauptstoff');
    jest.advanceTimersByTime(300);
    await flush();
    select('buendchen');
    jest.advanceTimersByTime(300);
    await flush();
    // the first flash's timer ended, but the second selection keeps flashing its own 400 ms
    expect(scope.getState(model.$flashingArea)).toBe('buendchen');
    jest.advanceTimersByTime(100);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBeNull();
  });
});

describe('announcements', () => {
  it('announces the selected area and the fabric that filled it', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.areaSelected, { scope, params: 'aermel' });
    expect(scope.getState(model.$announcement)).toBe('Ausgewählt: Ärmel');
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    expect(scope.getState(model.$announcement)).toBe('Ärmel: ringel');
  });
});

describe('saving', () => {
  it('sets the saving flag, ignores repeated requests, and the bus signal saves like the button', async () => {
    const calls: SaveRequest[] = [];
    let finish: () => void = () => undefined;
    const { scope } = setup({
      save: (request) =>
        new Promise<void>((resolve) => {
          calls.push(request);
          finish = resolve;
        }),
    });
    // nothing open: no save
    await allSettled(model.saveRequested, { scope });
    expect(calls).toHaveLength(0);

    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    const saved = allSettled(model.saveRequested, { scope });
    expect(scope.getState(model.$saving)).toBe(true);
    void allSettled(model.saveRequested, { scope });
    void allSettled(savePatternsRequested, { scope });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ mode: 'new', projectId: null, design: { fills: { hauptstoff: 'ringel' }, looks: {} } });
    finish();
    await saved;
    expect(scope.getState(model.$saving)).toBe(false);

    const again = allSettled(savePatternsRequested, { scope });
    expect(calls).toHaveLength(2);
    finish();
    await again;
  });

  it('goes on to the save screen, replacing the configurator in the history', async () => {
    const navigate = jest.fn();
    const scope = fork({
      values: [[contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }]],
      handlers: [
        [model.loadSizesFx, async () => []],
        [model.saveFx, async () => undefined],
        [model.confirmEmptySaveFx, async () => true],
        [model.navigateFx, navigate],
      ],
    });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.saveRequested, { scope });
    // an attached effect's handler gets (source: the gate's props, params)
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/configuration/save', options: { replace: true } });
  });

  it('a failed save clears the flag so the user can try again, and says so', async () => {
    const { scope } = setup({
      save: async () => {
        throw new Error('disk full');
      },
    });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'edit', projectId: 'p1' } });
    const { records } = await captureLogs(() => allSettled(model.saveRequested, { scope }));
    expect(scope.getState(model.$saving)).toBe(false);
    expect(records.some((r) => r.message === 'Saving the design failed.')).toBe(true);
    expect(scope.getState($toasts).map((toast) => toast.text)).toContain('Dein Design konnte nicht gespeichert werden. Versuche es bitte erneut.');
  });

  it('an empty design is saved only after the hint, when the user chooses to; a filled one without it', async () => {
    const calls: SaveRequest[] = [];
    let answer = false;
    const asked = jest.fn(async () => answer);
    const { scope } = setup({ save: async (request) => void calls.push(request), saveEmpty: asked });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });

    // 'Weiter gestalten': nothing saved, the user goes on designing
    await allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(scope.getState(model.$saving)).toBe(false);

    // 'Trotzdem speichern' (the header's tickmark asks the same)
    answer = true;
    await allSettled(savePatternsRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
    expect(Object.values(calls[0].design.fills).every((fill) => fill === null)).toBe(true);

    // a design with a fabric: saved at once
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    await allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(2);
  });

  it('the hint asks once however often the user taps, and a page left meanwhile saves nothing', async () => {
    const calls: SaveRequest[] = [];
    let answer: (value: boolean) => void = () => undefined;
    const asked = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { scope } = setup({ save: async (request) => void calls.push(request), saveEmpty: asked });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    const asking = allSettled(model.saveRequested, { scope });
    void allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    const leaving = allSettled(model.closed, { scope });
    answer(true);
    await Promise.all([asking, leaving]);
    expect(calls).toHaveLength(0);
  });

  it('refuses to save before the drawing is there', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    const { records } = await captureLogs(() => allSettled(model.saveRequested, { scope }));
    expect(records.some((r) => r.message === 'Saving the design failed.')).toBe(true);
    expect(scope.getState(model.$saving)).toBe(false);
    // said, never a silent no-op (offline, a pattern whose drawing this device has not loaded)
    expect(scope.getState($toasts).map((toast) => toast.text)).toContain(
      'Die Zeichnung ist noch nicht geladen, daher kann dein Design noch nicht gespeichert werden. Dein Entwurf bleibt auf diesem Gerät erhalten.',
    );
  });
});
