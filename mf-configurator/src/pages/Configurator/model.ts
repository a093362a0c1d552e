/**
 * The configurator's state (SPEC section 4, "Configurator"): the open pattern, the fill of every area,
 * the selected area → its materials → the chosen variations → the fabrics shown, undo/redo of fills,
 * the 400 ms area flash and the saving flag. Pure effector; the page plugs in the save handler
 * (it owns the drawing) with `saveFx.use(...)`.
 */
import { combine, createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { $customFabrics, $fabrics, $materials, COLOR_MATERIAL, CUSTOM_MATERIAL, logger, savePatternsRequested, type Fabric, type Material, type SewingPattern } from '@nahtlos/platform';
import { timings } from '@nahtlos/ui';

export type Fills = Record<string, string | null>;

export interface OpenParams {
  pattern: SewingPattern;
  /** Area id → fabric id, as restored from a project or a pending save (unknown ids are dropped). */
  fills?: Fills;
  mode: 'new' | 'edit';
  projectId?: string | null;
}

export interface SaveRequest {
  pattern: SewingPattern;
  fills: Fills;
  mode: 'new' | 'edit';
  projectId: string | null;
}

export interface ConfiguratorDeps {
  fabrics?: Store<Fabric[]>;
  materials?: Store<Material[]>;
  customFabrics?: Store<Fabric[]>;
  /** The bus signal that saves like the button (the page header's tickmark). */
  saveSignal?: Event<void>;
  flashMs?: number;
}

const HISTORY_LIMIT = 100;
/** Materials offered when an area lists none: all of them except cuffs. */
const EXCLUDED_BY_DEFAULT = 'buendchen';

/** The materials of an area (SPEC: its list, or all except 'buendchen'), plus 'Eigene' when custom fabrics exist. */
export function materialsForArea(
  area: SewingPattern['areas'][number] | undefined,
  materials: Material[],
  customFabrics: Fabric[],
  warn = false,
): Material[] {
  if (!area) return [];
  let list: Material[];
  if (area.materials && area.materials.length > 0) {
    list = area.materials.flatMap(({ id }) => {
      const material = materials.find((candidate) => candidate.id === id);
      if (!material && warn) logger.warn(`No material found for: ${id}`);
      return material ? [material] : [];
    });
  } else {
    list = materials.filter((material) => material.id !== EXCLUDED_BY_DEFAULT).sort((a, b) => a.position - b.position);
  }
  if (customFabrics.length > 0 && !list.some((material) => material.id === CUSTOM_MATERIAL.id)) {
    list = [...list, { ...CUSTOM_MATERIAL, fabrics: customFabrics.map((fabric) => fabric.id) }];
  }
  return list;
}

/** Fabrics of a material, narrowed to the chosen variations (none chosen: all), by position. */
export function fabricsForMaterial(material: Material | null, variations: string[], fabrics: Fabric[], customFabrics: Fabric[]): Fabric[] {
  if (!material) return [];
  const pool = material.id === CUSTOM_MATERIAL.id ? customFabrics : fabrics.filter((fabric) => fabric.material === material.id);
  const filtered = variations.length === 0 ? pool : pool.filter((fabric) => fabric.variation !== null && variations.includes(fabric.variation));
  return [...filtered].sort((a, b) => a.position - b.position);
}

export function createConfiguratorModel(deps: ConfiguratorDeps = {}) {
  const fabrics$ = deps.fabrics ?? $fabrics;
  const materials$ = deps.materials ?? $materials;
  const customFabrics$ = deps.customFabrics ?? $customFabrics;
  const flashMs = deps.flashMs ?? timings.areaFlash;

  // ── events ──
  const opened = createEvent<OpenParams>();
  const closed = createEvent();
  const areaSelected = createEvent<string>();
  /** Keyboard: the next (+1) or previous (-1) area, wrapping around. */
  const areaStepped = createEvent<1 | -1>();
  const materialSelected = createEvent<string>();
  const variationToggled = createEvent<string>();
  const fabricChosen = createEvent<string>();
  const undo = createEvent();
  const redo = createEvent();
  const saveRequested = createEvent();

  // ── stores ──
  const $pattern = createStore<SewingPattern | null>(null)
    .on(opened, (_, { pattern }) => pattern)
    .reset(closed);
  const $mode = createStore<'new' | 'edit'>('new').on(opened, (_, { mode }) => mode);
  const $projectId = createStore<string | null>(null).on(opened, (_, { projectId }) => projectId ?? null);
  const $fills = createStore<Fills>({}).reset(closed);
  const $past = createStore<Fills[]>([]).reset(opened, closed);
  const $future = createStore<Fills[]>([]).reset(opened, closed);
  const $selectedAreaId = createStore<string | null>(null)
    .on(areaSelected, (_, id) => id)
    .reset(closed);
  const $chosenMaterialId = createStore<string | null>(null)
    .on(materialSelected, (_, id) => id)
    .reset(areaSelected, opened, closed);
  const $selectedVariations = createStore<string[]>([])
    .on(variationToggled, (chosen, id) => (chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]))
    .reset(materialSelected, areaSelected, opened, closed);
  const $flash = createStore<{ area: string | null; seq: number }>({ area: null, seq: 0 });
  const $saving = createStore(false).reset(opened, closed);

  const $areas = $pattern.map((pattern) => pattern?.areas ?? []);
  const $selectedArea = combine($areas, $selectedAreaId, (areas, id) => areas.find((area) => area.id === id) ?? null);
  const $areaMaterials = combine($selectedArea, materials$, customFabrics$, (area, materials, custom) =>
    materialsForArea(area ?? undefined, materials, custom),
  );
  const $selectedMaterial = combine(
    $areaMaterials,
    $chosenMaterialId,
    (list, chosen) => list.find((material) => material.id === chosen) ?? list[0] ?? null,
  );
  const $visibleFabrics = combine($selectedMaterial, $selectedVariations, fabrics$, customFabrics$, fabricsForMaterial);
  const $fabricIndex = combine(fabrics$, customFabrics$, (shipped, custom) => {
    const index = new Map<string, Fabric>();
    for (const fabric of shipped) index.set(fabric.id, fabric);
    for (const fabric of custom) if (!index.has(fabric.id)) index.set(fabric.id, fabric);
    return index;
  });
  /** The fill of the selected area (the fabric row marks it). */
  const $currentFill = combine($fills, $selectedAreaId, (fills, area) => (area ? fills[area] ?? null : null));
  const $canUndo = $past.map((past) => past.length > 0);
  const $canRedo = $future.map((future) => future.length > 0);
  const $flashingArea = $flash.map(({ area }) => area);

  // ── opening: restore fills (unknown fabric → warning, area left empty), select the first area ──
  sample({
    clock: opened,
    source: $fabricIndex,
    fn: (index, { pattern, fills = {} }) => {
      const restored: Fills = {};
      for (const area of pattern.areas) {
        const id = fills[area.id];
        if (!id) {
          restored[area.id] = null;
          continue;
        }
        if (index.has(id)) restored[area.id] = id;
        else {
          logger.warn(`No fabric found for id ${id}.`);
          restored[area.id] = null;
        }
      }
      return restored;
    },
    target: $fills,
  });
  sample({
    clock: opened,
    fn: ({ pattern }) => pattern.areas[0]?.id ?? null,
    target: $selectedAreaId,
  });

  // ── selecting an area flashes it for 400 ms ──
  const flashFx = createEffect((seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), flashMs)));
  $flash.on(areaSelected, ({ seq }, area) => ({ area, seq: seq + 1 }));
  $flash.on(flashFx.doneData, (flash, seq) => (flash.seq === seq ? { ...flash, area: null } : flash));
  $flash.reset(closed);
  sample({ clock: $flash, filter: ({ area }) => area !== null, fn: ({ seq }) => seq, target: flashFx });
  // warn once per selection about materials the area names that do not exist
  sample({
    clock: areaSelected,
    source: { areas: $areas, materials: materials$, custom: customFabrics$ },
    fn: ({ areas, materials, custom }, id) => materialsForArea(areas.find((area) => area.id === id), materials, custom, true),
  });

  sample({
    clock: areaStepped,
    source: { areas: $areas, selected: $selectedAreaId },
    filter: ({ areas }) => areas.length > 0,
    fn: ({ areas, selected }, step) => {
      const index = areas.findIndex((area) => area.id === selected);
      return areas[(index + step + areas.length) % areas.length].id;
    },
    target: areaSelected,
  });

  // ── choosing a fabric fills the selected area (one undo step) ──
  const filled = sample({
    clock: fabricChosen,
    source: { fills: $fills, area: $selectedAreaId, index: $fabricIndex },
    filter: ({ fills, area, index }, fabricId) => area !== null && fills[area] !== fabricId && index.has(fabricId),
    fn: ({ fills, area }, fabricId) => ({ before: fills, after: { ...fills, [area as string]: fabricId } }),
  });
  $fills.on(filled, (_, { after }) => after);
  $past.on(filled, (past, { before }) => [...past, before].slice(-HISTORY_LIMIT));
  $future.reset(filled);

  const undone = sample({
    clock: undo,
    source: { past: $past, fills: $fills },
    filter: ({ past }) => past.length > 0,
  });
  $fills.on(undone, (_, { past }) => past[past.length - 1]);
  $future.on(undone, (future, { fills }) => [fills, ...future]);
  $past.on(undone, (past) => past.slice(0, -1));

  const redone = sample({
    clock: redo,
    source: { future: $future, fills: $fills },
    filter: ({ future }) => future.length > 0,
  });
  $fills.on(redone, (_, { future }) => future[0]);
  $past.on(redone, (past, { fills }) => [...past, fills]);
  $future.on(redone, (future) => future.slice(1));

  // ── saving: one at a time, repeated requests while saving are ignored ──
  const saveFx = createEffect<SaveRequest, void>(async () => {
    throw new Error('No save handler attached.');
  });
  $saving.on(saveFx, () => true).on(saveFx.finally, () => false);
  sample({
    clock: [saveRequested, ...(deps.saveSignal === undefined ? [savePatternsRequested] : [deps.saveSignal])],
    source: { pattern: $pattern, fills: $fills, mode: $mode, projectId: $projectId, saving: $saving },
    filter: ({ pattern, saving }) => pattern !== null && !saving,
    fn: ({ pattern, fills, mode, projectId }) => ({ pattern: pattern as SewingPattern, fills, mode, projectId }),
    target: saveFx,
  });
  saveFx.failData.watch((error) => logger.error('Saving the design failed.', error));

  return {
    opened,
    closed,
    areaSelected,
    areaStepped,
    materialSelected,
    variationToggled,
    fabricChosen,
    undo,
    redo,
    saveRequested,
    saveFx,
    flashFx,
    $pattern,
    $mode,
    $projectId,
    $fills,
    $areas,
    $selectedAreaId,
    $selectedArea,
    $areaMaterials,
    $selectedMaterial,
    $selectedVariations,
    $visibleFabrics,
    $fabricIndex,
    $currentFill,
    $flashingArea,
    $canUndo,
    $canRedo,
    $saving,
  };
}

export type ConfiguratorModel = ReturnType<typeof createConfiguratorModel>;

/** The page's instance (one configurator on screen at a time). */
export const configurator = createConfiguratorModel();

/** Whether a fabric is a plain colour (drawn with its colour instead of an image). */
export function isPlainColor(fabric: Fabric): boolean {
  return fabric.material === COLOR_MATERIAL || (!fabric.path && Boolean(fabric.color));
}

/** The project's pattern as stored: ids of the pattern, its areas, their fabric and materials. */
export function toProjectPattern(pattern: SewingPattern, fills: Fills) {
  return {
    id: pattern.id,
    areas: pattern.areas.map((area) => ({
      id: area.id,
      fabric: fills[area.id] ?? null,
      ...(area.materials ? { materials: area.materials.map((material) => material.id) } : {}),
    })),
  };
}
