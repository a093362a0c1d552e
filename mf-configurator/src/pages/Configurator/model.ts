/**
 * The configurator page's units (SPEC section 4, "Configurator"): the open pattern, the fill of every
 * area, the selected area → its materials → the chosen variations → the fabrics shown, undo/redo of
 * fills, the 400 ms area flash, the screen-reader announcement, and saving: the final SVG + PNG are
 * built from the drawing on screen, kept as the pending save, and the save screen replaces this entry.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $customFabrics,
  $customFabricsState,
  $fabrics,
  $fabricsState,
  $legacyPatterns,
  $materials,
  $materialsState,
  $sewingPatterns,
  $sewingPatternsState,
  convertLegacyPattern,
  getProject,
  COLOR_MATERIAL,
  CUSTOM_MATERIAL,
  logger,
  savePatternsRequested,
  toastRequested,
  type Fabric,
  type LegacyEntry,
  type Material,
  type ProjectPattern,
  type SewingPattern,
} from '@nahtlos/platform';
import { timings } from '@nahtlos/ui';
import { strings } from '../../strings';
import { canvasToBlob, renderCanvas } from '../../drawing/canvasRender';
import { buildFinalSvg, previewSize } from '../../drawing/export';
import { extractParts } from '../../drawing/sanitize';
import { readPending, storePending } from '../../pendingSave';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

const t = strings.configurator;

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

/** The drawing on screen, as the save builds from it. */
export interface DrawingAssets {
  source: SVGSVGElement;
  shadingHref: string | null;
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

/** The page's route (a pattern for a new design, a project to edit) and the router's navigate. */
export const ConfiguratorGate = createGate<PageGateProps & { mode?: 'new' | 'edit'; id?: string }>();
export const navigateFx = attach({ source: ConfiguratorGate.state, effect: navigateWith });

export type DesignSource =
  | { status: 'loading' }
  | { status: 'missing'; what: 'pattern' | 'project' }
  | { status: 'ready'; pattern: SewingPattern; fills: Fills; projectId: string | null };

function fillsOf(sewingPattern: ProjectPattern): Fills {
  const fills: Fills = {};
  for (const area of sewingPattern.areas) fills[area.id] = area.fabric ?? null;
  return fills;
}

/** What the route asks for, with a pending save of it restored: a pattern (new design) or a saved project (edit). */
const loadDesignFx = createEffect(
  async ({ mode, id, patterns, legacy }: { mode: 'new' | 'edit'; id: string; patterns: SewingPattern[]; legacy: LegacyEntry[] }): Promise<DesignSource> => {
    const pending = readPending();
    if (mode === 'new') {
      const pattern = patterns.find((candidate) => candidate.id === id);
      if (!pattern) return { status: 'missing', what: 'pattern' };
      const restored = pending && pending.mode === 'new' && pending.patternId === id ? fillsOf(pending.sewingPattern) : {};
      return { status: 'ready', pattern, fills: restored, projectId: null };
    }
    const project = await getProject(id).catch((error: unknown) => {
      logger.error(`Project ${id} could not be read.`, error);
      return null;
    });
    if (!project) return { status: 'missing', what: 'project' };
    const sewingPattern =
      pending && pending.mode === 'edit' && pending.projectId === id ? pending.sewingPattern : convertLegacyPattern(project.sewingPattern, legacy);
    const pattern = patterns.find((candidate) => candidate.id === sewingPattern.id);
    if (!pattern) return { status: 'missing', what: 'pattern' };
    return { status: 'ready', pattern, fills: fillsOf(sewingPattern), projectId: id };
  },
);

const $contentReady = combine(
  [$sewingPatternsState, $fabricsState, $materialsState, $customFabricsState],
  (states) => states.every((state) => state === 'loaded'),
);
/** The route the design was resolved for: content revalidated while the user designs never resets the fills. */
const $resolvedFor = createStore<string | null>(null).reset(ConfiguratorGate.close);
export const $source = createStore<DesignSource>({ status: 'loading' }).reset(ConfiguratorGate.close);

const designRequested = sample({
  clock: [ConfiguratorGate.state, $contentReady],
  source: { gate: ConfiguratorGate.state, open: ConfiguratorGate.status, ready: $contentReady, resolvedFor: $resolvedFor },
  filter: ({ gate, open, ready, resolvedFor }) => open && ready && gate.mode !== undefined && `${gate.mode}:${gate.id ?? ''}` !== resolvedFor,
  fn: ({ gate }) => ({ mode: gate.mode as 'new' | 'edit', id: gate.id ?? '' }),
});
$resolvedFor.on(designRequested, (_, { mode, id }) => `${mode}:${id}`);
sample({
  clock: designRequested,
  source: { patterns: $sewingPatterns, legacy: $legacyPatterns },
  fn: ({ patterns, legacy }, route) => ({ ...route, patterns, legacy }),
  target: loadDesignFx,
});
// a result for a route the page has left is dropped
const designLoaded = sample({
  clock: loadDesignFx.done,
  source: $resolvedFor,
  filter: (resolvedFor, { params }) => resolvedFor === `${params.mode}:${params.id}`,
  fn: (_, { params, result }) => ({ mode: params.mode, source: result }),
});
sample({ clock: designLoaded, fn: ({ source }) => source, target: $source });

// ── events ──
export const opened = createEvent<OpenParams>();
export const closed = createEvent();
export const areaSelected = createEvent<string>();
/** Keyboard: the next (+1) or previous (-1) area, wrapping around. */
export const areaStepped = createEvent<1 | -1>();
export const materialSelected = createEvent<string>();
export const variationToggled = createEvent<string>();
export const fabricChosen = createEvent<string>();
export const undo = createEvent();
export const redo = createEvent();
export const saveRequested = createEvent();
/** The drawing finished loading (its assets), or went away (null). */
export const drawingChanged = createEvent<DrawingAssets | null>();

// ── stores ──
export const $pattern = createStore<SewingPattern | null>(null)
  .on(opened, (_, { pattern }) => pattern)
  .reset(closed);
export const $mode = createStore<'new' | 'edit'>('new').on(opened, (_, { mode }) => mode);
export const $projectId = createStore<string | null>(null).on(opened, (_, { projectId }) => projectId ?? null);
export const $fills = createStore<Fills>({}).reset(closed);
const $past = createStore<Fills[]>([]).reset(opened, closed);
const $future = createStore<Fills[]>([]).reset(opened, closed);
export const $selectedAreaId = createStore<string | null>(null)
  .on(areaSelected, (_, id) => id)
  .reset(closed);
const $chosenMaterialId = createStore<string | null>(null)
  .on(materialSelected, (_, id) => id)
  .reset(areaSelected, opened, closed);
export const $selectedVariations = createStore<string[]>([])
  .on(variationToggled, (chosen, id) => (chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]))
  .reset(materialSelected, areaSelected, opened, closed);
const $flash = createStore<{ area: string | null; seq: number }>({ area: null, seq: 0 });
export const $saving = createStore(false).reset(opened, closed);
/** Screen-reader announcements of selections and fills (one polite live region). */
export const $announcement = createStore('').reset(closed);
const $drawing = createStore<DrawingAssets | null>(null, { serialize: 'ignore' }).on(drawingChanged, (_, drawing) => drawing);

export const $areas = $pattern.map((pattern) => pattern?.areas ?? []);
export const $selectedArea = combine($areas, $selectedAreaId, (areas, id) => areas.find((area) => area.id === id) ?? null);
export const $areaMaterials = combine($selectedArea, $materials, $customFabrics, (area, materials, custom) =>
  materialsForArea(area ?? undefined, materials, custom),
);
export const $selectedMaterial = combine(
  $areaMaterials,
  $chosenMaterialId,
  (list, chosen) => list.find((material) => material.id === chosen) ?? list[0] ?? null,
);
export const $visibleFabrics = combine($selectedMaterial, $selectedVariations, $fabrics, $customFabrics, fabricsForMaterial);
export const $fabricIndex = combine($fabrics, $customFabrics, (shipped, custom) => {
  const index = new Map<string, Fabric>();
  for (const fabric of shipped) index.set(fabric.id, fabric);
  for (const fabric of custom) if (!index.has(fabric.id)) index.set(fabric.id, fabric);
  return index;
});
/** The fill of the selected area (the fabric row marks it). */
export const $currentFill = combine($fills, $selectedAreaId, (fills, area) => (area ? fills[area] ?? null : null));
export const $canUndo = $past.map((past) => past.length > 0);
export const $canRedo = $future.map((future) => future.length > 0);
export const $flashingArea = $flash.map(({ area }) => area);

// the loaded design opens; leaving the page closes it
sample({
  clock: designLoaded,
  filter: ({ source }) => source.status === 'ready',
  fn: ({ mode, source }) => {
    const ready = source as Extract<DesignSource, { status: 'ready' }>;
    return { pattern: ready.pattern, fills: ready.fills, mode, projectId: ready.projectId };
  },
  target: opened,
});
sample({ clock: ConfiguratorGate.close, target: closed });

// ── opening: restore fills (unknown fabric → warning, area left empty), select the first area ──
const restoreFillsFx = createEffect(({ index, pattern, fills }: { index: Map<string, Fabric>; pattern: SewingPattern; fills: Fills }) => {
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
});
sample({ clock: opened, source: $fabricIndex, fn: (index, { pattern, fills = {} }) => ({ index, pattern, fills }), target: restoreFillsFx });
sample({ clock: restoreFillsFx.doneData, target: $fills });
sample({
  clock: opened,
  fn: ({ pattern }) => pattern.areas[0]?.id ?? null,
  target: $selectedAreaId,
});

// ── selecting an area flashes it for 400 ms ──
export const flashFx = createEffect((seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), timings.areaFlash)));
$flash.on(areaSelected, ({ seq }, area) => ({ area, seq: seq + 1 }));
$flash.on(flashFx.doneData, (flash, seq) => (flash.seq === seq ? { ...flash, area: null } : flash));
$flash.reset(closed);
sample({ clock: $flash, filter: ({ area }) => area !== null, fn: ({ seq }) => seq, target: flashFx });
// warn once per selection about materials the area names that do not exist
const checkAreaMaterialsFx = createEffect(({ area, materials, custom }: { area: SewingPattern['areas'][number] | undefined; materials: Material[]; custom: Fabric[] }) => {
  materialsForArea(area, materials, custom, true);
});
sample({
  clock: areaSelected,
  source: { areas: $areas, materials: $materials, custom: $customFabrics },
  fn: ({ areas, materials, custom }, id) => ({ area: areas.find((area) => area.id === id), materials, custom }),
  target: checkAreaMaterialsFx,
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

// ── announcements: the selected area, and which fabric filled it ──
const areaName = (areas: SewingPattern['areas'], id: string | null) => areas.find((area) => area.id === id)?.name ?? '';
sample({ clock: areaSelected, source: $areas, fn: (areas, id) => t.selectedArea(areaName(areas, id)), target: $announcement });
sample({
  clock: fabricChosen,
  source: { areas: $areas, selected: $selectedAreaId, index: $fabricIndex },
  filter: ({ index }, fabricId) => index.has(fabricId),
  fn: ({ areas, selected, index }, fabricId) => t.areaFilled(areaName(areas, selected), (index.get(fabricId) as Fabric).name),
  target: $announcement,
});

// ── saving: one at a time, repeated requests while saving are ignored ──
/** Final SVG + PNG (images inlined) from the drawing on screen, kept as the pending save. */
const buildDesignFromDrawingFx = createEffect(
  async ({ request, drawing, index }: { request: SaveRequest; drawing: DrawingAssets | null; index: Map<string, Fabric> }) => {
    if (!drawing) throw new Error('The drawing is not ready yet.');
    const fabrics: Record<string, Fabric | null> = {};
    for (const area of request.pattern.areas) fabrics[area.id] = request.fills[area.id] ? index.get(request.fills[area.id] as string) ?? null : null;
    performance.mark('cfg:build-start');
    const width = request.pattern.width || 500;
    const height = request.pattern.height || 600;
    const parts = extractParts(drawing.source, width, height);
    const size = previewSize(parts.viewBox[2], parts.viewBox[3]);
    const [svg, canvas] = await Promise.all([
      buildFinalSvg({ source: drawing.source, width, height, fills: fabrics, shadingHref: drawing.shadingHref }),
      renderCanvas({ parts, fills: fabrics, shadingHref: drawing.shadingHref, ...size }),
    ]);
    performance.mark('cfg:build-svg');
    const png = await canvasToBlob(canvas);
    performance.measure('cfg:build-png', 'cfg:build-svg');
    performance.measure('cfg:build', 'cfg:build-start');
    storePending(
      {
        mode: request.mode,
        patternId: request.pattern.id,
        projectId: request.projectId,
        sewingPattern: toProjectPattern(request.pattern, request.fills),
        svg,
        createdAt: Date.now(),
      },
      png,
    );
  },
);
const buildDesignFx = attach({
  source: { drawing: $drawing, index: $fabricIndex },
  mapParams: (request: SaveRequest, { drawing, index }) => ({ request, drawing, index }),
  effect: buildDesignFromDrawingFx,
});
export const saveFx = createEffect((request: SaveRequest) => buildDesignFx(request));
const logSaveFailureFx = createEffect((error: unknown) => logger.error('Saving the design failed.', error));

$saving.on(saveFx, () => true).on(saveFx.finally, () => false);
sample({
  // the page header's tickmark (a bus signal) saves like the button
  clock: [saveRequested, savePatternsRequested],
  source: { pattern: $pattern, fills: $fills, mode: $mode, projectId: $projectId, saving: $saving },
  filter: ({ pattern, saving }) => pattern !== null && !saving,
  fn: ({ pattern, fills, mode, projectId }) => ({ pattern: pattern as SewingPattern, fills, mode, projectId }),
  target: saveFx,
});
sample({ clock: saveFx.done, fn: () => ({ to: '/configuration/save', options: { replace: true } }), target: navigateFx });
sample({ clock: saveFx.failData, target: logSaveFailureFx });
sample({ clock: saveFx.fail, fn: () => t.saveFailed, target: toastRequested });

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
