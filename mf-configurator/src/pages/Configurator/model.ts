/**
 * The configurator page's units (SPEC section 4, "Configurator"): the open pattern, the fill of every
 * area, the selected area → its materials → the chosen variations → the fabrics shown, undo/redo of
 * fills, the 400 ms area flash, the screen-reader announcement, and saving: the final SVG + PNG are
 * built from the drawing on screen, kept as the pending save, and the save screen replaces this entry.
 * Drafts (issue 16): every change keeps the design on the device; reopening the route offers it back;
 * leaving with unsaved changes asks first.
 * Sizes (issue 19): the design's size ('Deine Größe'), each area's look (scale, turn), prints at their real size,
 * and the yardage of every fabric used.
 */
import { attach, combine, createEffect, createEvent, createStore, sample, type Event } from 'effector';
import { createGate } from 'effector-react';
import {
  $customFabrics,
  $customFabricsState,
  $deletedCustomFabrics,
  $fabrics,
  $fabricsState,
  $legacyPatterns,
  $materials,
  $materialsState,
  $sewingPatterns,
  $sewingPatternsState,
  $session,
  confirmDialog,
  convertLegacyPattern,
  getProject,
  getProjectSvg,
  loadPatternSizes,
  COLOR_MATERIAL,
  CUSTOM_MATERIAL,
  logger,
  savePatternsRequested,
  toastRequested,
  type Fabric,
  type LegacyEntry,
  type Material,
  type PatternSize,
  type ProjectPattern,
  type SewingPattern,
} from '@nahtlos/platform';
import { lookOf, readLook, sameLooks, withLook, type Look, type Looks, type Rotation } from '../../sizing/looks';
import { rememberedSize, rememberSize, sizeToShow } from '../../sizing/sizeMemory';
import { fabricNeeds } from '../../sizing/yardage';
import { fabricIndexOf } from '../../sizing/designYardage';
import { timings } from '@nahtlos/ui';
import { strings } from '../../strings';
import { extractParts } from '../../drawing/sanitize';
import { fabricImagesOf, withImages } from '../../drawing/savedFabricImages';
import { storePending } from '../../pendingSave';
import { accountOf, clearDraft, readDraft, sameFills, writeDraft, type DraftRef } from '../../drafts/draftStore';
import { lastDetailsEntry } from '../ProjectDetails/detailsEntry';
import { afterPageSettled, navigateWith, pageValueOf, type PageGateProps } from '@nahtlos/ui';
import { backStep } from './backStep';
import { loadExporting } from '../../drawing/loadExporting';

const t = strings.configurator;

export type Fills = Record<string, string | null>;

/** What the user designs: the fill of every area and how its print lies (what undo, drafts and saving keep). */
export interface Design {
  fills: Fills;
  looks: Looks;
}
const EMPTY_DESIGN: Design = { fills: {}, looks: {} };

export interface OpenParams {
  pattern: SewingPattern;
  /** As restored from a project or a draft (unknown fabric ids are dropped). */
  design?: Design;
  /** The design as it starts (empty pattern, saved project) when `design` is a draft: unsaved changes differ from it. */
  start?: Design;
  /** The size the project was saved with. */
  size?: string | null;
  mode: 'new' | 'edit';
  projectId?: string | null;
}

export interface SaveRequest {
  pattern: SewingPattern;
  design: Design;
  /** the chosen size and its drawing scale (null: the pattern has no sizes, or they could not be loaded) */
  size: string | null;
  cmPerUnit: number | null;
  mode: 'new' | 'edit';
  projectId: string | null;
  /** The route's draft, cleared once the project is saved. */
  draft?: DraftRef;
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
export type ConfiguratorGateProps = PageGateProps & { mode?: 'new' | 'edit'; id?: string; resume?: boolean };
export const ConfiguratorGate = createGate<ConfiguratorGateProps>();
export const navigateFx = attach({ source: ConfiguratorGate.state, effect: navigateWith });

/** What the page opens: the design resolved for its route (loading until then). */
export const $source = createStore<DesignSource>({ status: 'loading' }).reset(ConfiguratorGate.close);
/** The images of the deleted own fabrics the open design uses, read back from its saved drawing (fabric id → data URL). */
const $deletedFabricImages = $source.map((source) => (source.status === 'ready' && source.deletedFabricImages) || {});
/**
 * Every fabric by id: the shipped ones, the user's own, and own ones deleted since that a design still uses (with the
 * image its saved drawing keeps of them: drawn and saved as its preview shows them).
 */
export const $fabricIndex = combine($fabrics, $customFabrics, $deletedCustomFabrics, $deletedFabricImages, (shipped, custom, deleted, images) =>
  fabricIndexOf(shipped, custom, withImages(deleted, images)),
);

export type DesignSource =
  | { status: 'loading' }
  | { status: 'missing'; what: 'pattern' | 'project' }
  | {
      status: 'ready';
      pattern: SewingPattern;
      /** The design as it starts: the empty pattern, or the saved project. */
      design: Design;
      /** The size the project was saved with (null: a new design, or saved before sizes). */
      size: string | null;
      projectId: string | null;
      /** A stored draft of this route that differs from the start: offered back to the user. */
      draft: Design | null;
      /** The images of deleted own fabrics the saved project uses, from its stored drawing (fabric id → data URL). */
      deletedFabricImages?: Record<string, string>;
    };
type Ready = Extract<DesignSource, { status: 'ready' }>;

function designOf(sewingPattern: ProjectPattern): Design {
  const design: Design = { fills: {}, looks: {} };
  for (const area of sewingPattern.areas) {
    design.fills[area.id] = area.fabric ?? null;
    if (area.scale !== undefined || area.rotation !== undefined) design.looks = withLook(design.looks, area.id, readLook(area));
  }
  return design;
}

/** The fills as the configurator shows them: every area of the pattern, unknown fabrics left empty. */
export function knownFills(pattern: SewingPattern, fills: Fills, index: Map<string, Fabric>): Fills {
  const known: Fills = {};
  for (const area of pattern.areas) {
    const id = fills[area.id];
    known[area.id] = id && index.has(id) ? id : null;
  }
  return known;
}

interface LoadRequest {
  mode: 'new' | 'edit';
  id: string;
  patterns: SewingPattern[];
  legacy: LegacyEntry[];
  index: Map<string, Fabric>;
  draftRef: DraftRef;
  /** Back from the save screen: the draft opens at once, without the offer. */
  resume: boolean;
}

/**
 * What the route asks for: a pattern (new design: empty) or a saved project (edit), and the draft of
 * the route when it differs from that start. A pending save never fills the design by itself: leaving
 * the save screen must not carry one design into the next new design of the pattern.
 * A new design resolves synchronously (no await): the page renders the editor in its first render, the
 * same markup as the first paint the shell's host rendered with the content, which it replaces in place.
 */
const loadDesignFx = createEffect((request: LoadRequest): DesignSource | Promise<DesignSource> =>
  request.mode === 'new' ? newDesign(request) : savedDesign(request),
);

function newDesign(request: LoadRequest): DesignSource {
  const pattern = request.patterns.find((candidate) => candidate.id === request.id);
  return pattern ? withDraft(pattern, EMPTY_DESIGN, null, request) : { status: 'missing', what: 'pattern' };
}

async function savedDesign(request: LoadRequest): Promise<DesignSource> {
  const project = await getProject(request.id).catch((error: unknown) => {
    logger.error(`Project ${request.id} could not be read.`, error);
    return null;
  });
  if (!project) return { status: 'missing', what: 'project' };
  const sewingPattern = convertLegacyPattern(project.sewingPattern, request.legacy);
  const pattern = request.patterns.find((candidate) => candidate.id === sewingPattern.id);
  if (!pattern) return { status: 'missing', what: 'pattern' };
  const deletedFabricImages = await imagesOfDeletedFabrics(request.id, sewingPattern, request.index);
  return { ...withDraft(pattern, designOf(sewingPattern), sewingPattern.size ?? null, request), deletedFabricImages };
}

/**
 * An own fabric deleted since the project was saved took its image with it: the project's stored drawing (on the
 * device, so offline too) still has it, read only when the project uses such a fabric.
 */
async function imagesOfDeletedFabrics(projectId: string, sewingPattern: ProjectPattern, index: Map<string, Fabric>): Promise<Record<string, string>> {
  const deleted = new Set(sewingPattern.areas.flatMap(({ fabric }) => (fabric && index.get(fabric)?.deleted ? [fabric] : [])));
  if (deleted.size === 0) return {};
  try {
    const svg = await getProjectSvg(projectId);
    return svg ? fabricImagesOf(svg, deleted) : {};
  } catch (error) {
    // also under a platform before 2.9, which lacks getProjectSvg: the areas stay white, the design opens
    logger.warn(`The drawing of project ${projectId} could not be read.`, error);
    return {};
  }
}

/** Whether two designs fill and scale every area of the pattern alike (unknown fabrics count as empty). */
function sameDesign(pattern: SewingPattern, a: Design, b: Design, index: Map<string, Fabric>): boolean {
  const areaIds = pattern.areas.map((area) => area.id);
  return sameFills(areaIds, knownFills(pattern, a.fills, index), knownFills(pattern, b.fills, index)) && sameLooks(areaIds, a.looks, b.looks);
}

/** The design from its start, offering the route's draft when it differs from that start. */
function withDraft(pattern: SewingPattern, design: Design, size: string | null, { mode, id, index, draftRef }: LoadRequest): Ready {
  const stored = readDraft(draftRef);
  const draft = stored && { fills: stored.fills, looks: stored.looks ?? {} };
  const differs = draft !== null && stored?.patternId === pattern.id && !sameDesign(pattern, draft, design, index);
  // a draft like the start (or of another pattern) has nothing to offer
  if (stored && !differs) clearDraft(draftRef);
  return { status: 'ready', pattern, design, size, projectId: mode === 'edit' ? id : null, draft: differs ? draft : null };
}

/** The published content the design is drawn from. */
const $contentReady = combine([$sewingPatternsState, $fabricsState, $materialsState], (states) => states.every((state) => state === 'loaded'));
/** The device's own fabrics: a saved project or a draft may name them, a new design without a draft does not. */
const $customFabricsReady = $customFabricsState.map((state) => state === 'loaded');
/** Content the drawing needs could not be loaded (nothing stored): the page shows the error and a retry. */
export const $contentFailed = combine([$sewingPatternsState, $fabricsState, $materialsState], (states) => states.includes('failed'));
/** The route the design was resolved for: content revalidated while the user designs never resets the fills. */
const $resolvedFor = createStore<string | null>(null).reset(ConfiguratorGate.close);
/** The draft of this device's account for the open route (null before the route is known). */
export const $draftRef = combine(ConfiguratorGate.state, ConfiguratorGate.status, $session, (gate, open, session): DraftRef | null =>
  open && gate.mode ? { account: accountOf(session.username), mode: gate.mode, id: gate.id ?? '' } : null,
);

/** A new design that no draft continues starts empty: it needs none of the device's own fabrics. */
const startsEmpty = (mode: 'new' | 'edit' | undefined, draftRef: DraftRef | null) => mode === 'new' && draftRef !== null && readDraft(draftRef) === null;
const designRequested = sample({
  clock: [ConfiguratorGate.state, $contentReady, $customFabricsReady],
  source: { gate: ConfiguratorGate.state, open: ConfiguratorGate.status, ready: $contentReady, custom: $customFabricsReady, draftRef: $draftRef, resolvedFor: $resolvedFor },
  filter: ({ gate, open, ready, custom, draftRef, resolvedFor }) =>
    open && ready && (custom || startsEmpty(gate.mode, draftRef)) && gate.mode !== undefined && `${gate.mode}:${gate.id ?? ''}` !== resolvedFor,
  fn: ({ gate }) => ({ mode: gate.mode as 'new' | 'edit', id: gate.id ?? '', resume: gate.resume === true }),
});
$resolvedFor.on(designRequested, (_, { mode, id }) => `${mode}:${id}`);
sample({
  clock: designRequested,
  source: { patterns: $sewingPatterns, legacy: $legacyPatterns, index: $fabricIndex, draftRef: $draftRef },
  filter: ({ draftRef }) => draftRef !== null,
  fn: ({ patterns, legacy, index, draftRef }, route) => ({ ...route, patterns, legacy, index, draftRef: draftRef as DraftRef }),
  target: loadDesignFx,
});
// a result for a route the page has left is dropped
const designLoaded = sample({
  clock: loadDesignFx.done,
  source: $resolvedFor,
  filter: (resolvedFor, { params }) => resolvedFor === `${params.mode}:${params.id}`,
  fn: (_, { params, result }) => ({ mode: params.mode, source: result, resume: params.resume }),
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
/** 'Muster skalieren' of the selected area, in per cent. */
export const scaleChanged = createEvent<number>();
/** 'Drehen' of the selected area. */
export const rotationChanged = createEvent<Rotation>();
/** 'Deine Größe'. */
export const sizeChosen = createEvent<string>();
/** The drawing finished loading (its assets), or went away (null). */
export const drawingChanged = createEvent<DrawingAssets | null>();

// ── stores ──
export const $pattern = createStore<SewingPattern | null>(null)
  .on(opened, (_, { pattern }) => pattern)
  .reset(closed);
export const $mode = createStore<'new' | 'edit'>('new').on(opened, (_, { mode }) => mode);
export const $projectId = createStore<string | null>(null).on(opened, (_, { projectId }) => projectId ?? null);
export const $fills = createStore<Fills>({}).reset(closed);
export const $looks = createStore<Looks>({}).reset(closed);
const $design = combine($fills, $looks, (fills, looks): Design => ({ fills, looks }));
const $past = createStore<Design[]>([]).reset(opened, closed);
const $future = createStore<Design[]>([]).reset(opened, closed);
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
/** The fill of the selected area (the fabric row marks it). */
export const $currentFill = combine($fills, $selectedAreaId, (fills, area) => (area ? fills[area] ?? null : null));
export const $canUndo = $past.map((past) => past.length > 0);
export const $canRedo = $future.map((future) => future.length > 0);
export const $flashingArea = $flash.map(({ area }) => area);

// the loaded design opens — after the user chose, when a draft of it is offered; leaving the page closes it
const isReady = (source: DesignSource): source is Ready => source.status === 'ready';
sample({
  clock: designLoaded,
  filter: ({ source, resume }) => isReady(source) && (source.draft === null || resume),
  fn: ({ mode, source }) => {
    const ready = source as Ready;
    const draft = ready.draft ? { design: ready.draft, start: ready.design } : { design: ready.design };
    return { pattern: ready.pattern, ...draft, size: ready.size, mode, projectId: ready.projectId };
  },
  target: opened,
});
sample({ clock: ConfiguratorGate.close, target: closed });

// ── drafts: offered back on opening, kept on every change, dropped when discarded ──
/** 'Entwurf fortsetzen': the design opens as the draft left it. */
export const draftResumed = createEvent();
/** 'Verwerfen': the draft is dropped, the design opens as it starts. */
export const draftDiscarded = createEvent();
const $offerOpen = createStore(false)
  .on(designLoaded, (_, { source, resume }) => isReady(source) && source.draft !== null && !resume)
  .reset(ConfiguratorGate.close);
const clearDraftFx = createEffect((ref: DraftRef) => clearDraft(ref));
const choice = sample({
  clock: [draftResumed.map(() => true), draftDiscarded.map(() => false)],
  source: { source: $source, gate: ConfiguratorGate.state, offering: $offerOpen, draftRef: $draftRef },
  filter: ({ source, offering }) => offering && isReady(source),
  fn: ({ source, gate, draftRef }, resume) => ({ ready: source as Ready, mode: gate.mode ?? 'new', draftRef, resume }),
});
/** Whether the draft offer shows (the design opens once the user chose). */
export const $offeringDraft = $offerOpen;
$offerOpen.reset(choice);
sample({
  clock: choice,
  fn: ({ ready, mode, resume }) => ({
    pattern: ready.pattern,
    design: resume ? ready.draft ?? ready.design : ready.design,
    start: ready.design,
    size: ready.size,
    mode,
    projectId: ready.projectId,
  }),
  target: opened,
});
sample({ clock: choice, filter: ({ resume, draftRef }) => !resume && draftRef !== null, fn: ({ draftRef }) => draftRef as DraftRef, target: clearDraftFx });

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
sample({ clock: opened, source: $fabricIndex, fn: (index, { pattern, design = EMPTY_DESIGN }) => ({ index, pattern, fills: design.fills }), target: restoreFillsFx });
sample({ clock: restoreFillsFx.doneData, target: $fills });
sample({ clock: opened, fn: ({ design = EMPTY_DESIGN }) => design.looks, target: $looks });
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

// ── choosing a fabric fills the selected area, changing its look scales or turns its print (one undo step each) ──
interface Change {
  before: Design;
  after: Design;
  /** what changed: 'fill', or 'scale:<area>' / 'rotation:<area>' */
  kind: string;
  /** the same kind as the change before (a scale slider dragged): it joins that change's undo step */
  repeat: boolean;
}
/** The kind of the last change (none after undo and redo). */
const $lastChange = createStore<string | null>(null).reset(opened, closed, undo, redo);
const filled = sample({
  clock: fabricChosen,
  source: { design: $design, area: $selectedAreaId, index: $fabricIndex },
  filter: ({ design, area, index }, fabricId) => area !== null && design.fills[area] !== fabricId && index.has(fabricId),
  fn: ({ design, area }, fabricId): Change => ({
    before: design,
    after: { ...design, fills: { ...design.fills, [area as string]: fabricId } },
    kind: 'fill',
    repeat: false,
  }),
});
const looked = sample({
  clock: [scaleChanged.map((value) => ({ key: 'scale' as const, value })), rotationChanged.map((value) => ({ key: 'rotation' as const, value }))],
  source: { design: $design, area: $selectedAreaId, last: $lastChange },
  filter: ({ design, area }, { key, value }) => area !== null && lookOf(design.looks, area)[key] !== value,
  fn: ({ design, area, last }, { key, value }): Change => {
    const kind = `${key}:${area}`;
    const looks = withLook(design.looks, area as string, { [key]: value } as Partial<Look>);
    return { before: design, after: { ...design, looks }, kind, repeat: kind === last };
  },
});
const changed = sample({ clock: [filled, looked] });
$lastChange.on(changed, (_, { kind }) => kind);
$fills.on(changed, (_, { after }) => after.fills);
$looks.on(changed, (_, { after }) => after.looks);
$past.on(changed, (past, { before, repeat }) => (repeat && past.length > 0 ? past : [...past, before].slice(-HISTORY_LIMIT)));
$future.reset(changed);

const undone = sample({
  clock: undo,
  source: { past: $past, design: $design },
  filter: ({ past }) => past.length > 0,
});
$fills.on(undone, (_, { past }) => past[past.length - 1].fills);
$looks.on(undone, (_, { past }) => past[past.length - 1].looks);
$future.on(undone, (future, { design }) => [design, ...future]);
$past.on(undone, (past) => past.slice(0, -1));

const redone = sample({
  clock: redo,
  source: { future: $future, design: $design },
  filter: ({ future }) => future.length > 0,
});
$fills.on(redone, (_, { future }) => future[0].fills);
$looks.on(redone, (_, { future }) => future[0].looks);
$past.on(redone, (past, { design }) => [...past, design]);
$future.on(redone, (future) => future.slice(1));

// ── unsaved changes: the design differs from its start; every change keeps (or drops) the draft ──
const $start = createStore<Design>(EMPTY_DESIGN).reset(closed);
sample({
  clock: opened,
  source: $fabricIndex,
  fn: (index, { pattern, design = EMPTY_DESIGN, start = design }) => ({ fills: knownFills(pattern, start.fills, index), looks: start.looks }),
  target: $start,
});
/** The design the user works on differs from the empty pattern / the saved project. */
export const $dirty = combine($pattern, $design, $start, (pattern, design, start) => {
  if (pattern === null) return false;
  const areaIds = pattern.areas.map((area) => area.id);
  return !sameFills(areaIds, design.fills, start.fills) || !sameLooks(areaIds, design.looks, start.looks);
});
const writeDraftFx = createEffect(({ ref, patternId, design, dirty }: { ref: DraftRef; patternId: string; design: Design; dirty: boolean }) => {
  if (dirty) writeDraft(ref, patternId, design.fills, { looks: design.looks });
  else clearDraft(ref);
});
sample({
  clock: [changed, undone, redone],
  source: { ref: $draftRef, pattern: $pattern, design: $design, dirty: $dirty },
  filter: ({ ref, pattern }) => ref !== null && pattern !== null,
  fn: ({ ref, pattern, design, dirty }) => ({ ref: ref as DraftRef, patternId: (pattern as SewingPattern).id, design, dirty }),
  target: writeDraftFx,
});

// ── sizes: 'Deine Größe' (the project's, else this device's), the pattern's cut pieces, prints at real size, yardage ──
/** The sizes the pattern offers, in the STOFFVERBRAUCH table's order (known from the list, before the cut pieces load). */
const sizeNamesOf = (pattern: SewingPattern) => pattern.consumption.map((row) => row.size);
export const $sizeNames = $pattern.map((pattern) => (pattern ? sizeNamesOf(pattern) : []));
export const $size = createStore<string | null>(null)
  .on(opened, (_, { pattern, size }) => sizeToShow(sizeNamesOf(pattern), size, rememberedSize()))
  .on(sizeChosen, (_, size) => size)
  .reset(closed);
const rememberSizeFx = createEffect((size: string) => rememberSize(size));
sample({ clock: sizeChosen, target: rememberSizeFx });

/** The pattern's sizes with their cut pieces: loaded when it opens, kept on the device for offline use. */
export const loadSizesFx = createEffect((patternId: string) => loadPatternSizes(patternId));
/** A pattern's sizes as a page carries them. */
export interface CarriedSizes {
  patternId: string;
  sizes: PatternSize[];
}
/**
 * The sizes of the pattern a new design opens with, as the host's render put them into the page (carriedSizes.ts): the
 * first visit's start needs no request for them, and so none of the platform's services (storage, HTTP client).
 */
export const sizesCarried = createEvent<CarriedSizes>();
const $carriedSizes = createStore<CarriedSizes | null>(null).on(sizesCarried, (_, carried) => carried);
const carriedOnThisPage = pageValueOf($carriedSizes);
if (carriedOnThisPage) sizesCarried(carriedOnThisPage);
/** The editor of a pattern is on screen (a React effect: after the host's render and the hydration): its cut pieces load. */
export const editorShown = createEvent<string>();
sample({ clock: editorShown, source: $carriedSizes, filter: (carried, patternId) => carried?.patternId !== patternId, fn: (_, id) => id, target: loadSizesFx });
const carriedSizesShown = sample({
  clock: editorShown,
  source: $carriedSizes,
  filter: (carried, patternId): carried is CarriedSizes => carried?.patternId === patternId,
});
// the page's sizes serve its first editor only; they are kept on the device (offline use) once the page has settled
$carriedSizes.reset(carriedSizesShown);
export const keepCarriedSizesFx = createEffect(async (patternId: string) => {
  await afterPageSettled();
  await loadPatternSizes(patternId);
});
sample({ clock: carriedSizesShown, fn: ({ patternId }) => patternId, target: keepCarriedSizesFx });
// an answer for a pattern the page has left is dropped
const forOpenPattern = <T extends { params: string }>(clock: Event<T>) =>
  sample({ clock, source: $pattern, filter: (pattern, { params }) => pattern?.id === params, fn: (_, answer) => answer });
export const $patternSizes = createStore<PatternSize[] | null>(null)
  .on(forOpenPattern(loadSizesFx.done), (_, { result }) => result)
  .on(carriedSizesShown, (_, { sizes }) => sizes)
  .reset(opened, closed);
/** 'loading' while the cut pieces load, 'failed' when they could not be (no yardage then; prints keep the spec's size). */
export const $sizesState = createStore<'loading' | 'loaded' | 'failed'>('loading')
  .on(forOpenPattern(loadSizesFx.done), () => 'loaded')
  .on(carriedSizesShown, () => 'loaded')
  .on(forOpenPattern(loadSizesFx.fail), () => 'failed')
  .reset(opened, closed);
const logSizesFailureFx = createEffect((error: unknown) => logger.warn('The sizes of the pattern could not be loaded.', error));
sample({ clock: [loadSizesFx.failData, keepCarriedSizesFx.failData], target: logSizesFailureFx });
export const $chosenSize = combine($patternSizes, $size, (sizes, size) => sizes?.find((candidate) => candidate.size === size) ?? null);
/** cm on the garment per drawing unit in the chosen size: prints with a known repeat are drawn at their real size. */
export const $cmPerUnit = $chosenSize.map((size) => size?.scale ?? null);

/** A fabric width the user chose for the yardage of a shipped fabric or a colour (cm). */
export const widthChosen = createEvent<{ fabricId: string; width: number }>();
const $chosenWidths = createStore<Record<string, number>>({}).on(widthChosen, (widths, { fabricId, width }) => ({ ...widths, [fabricId]: width }));
/** 'Größe · Stoffverbrauch' unfolded: the yardage is computed only while it shows (not on every fabric choice). */
export const yardageToggled = createEvent<boolean>();
export const $yardageOpen = createStore(false).on(yardageToggled, (_, open) => open).reset(closed);
/** 'Stoffverbrauch' of every fabric the design uses, in the chosen size (empty while folded away). */
export const $fabricNeeds = combine(
  { open: $yardageOpen, pattern: $pattern, size: $chosenSize, fills: $fills, index: $fabricIndex, chosenWidths: $chosenWidths },
  ({ open, pattern, size, fills, index, chosenWidths }) =>
    open && pattern && size ? fabricNeeds({ areaIds: pattern.areas.map((area) => area.id), size, fills, index, chosenWidths }) : [],
);

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
/** 'Fertig stellen' before the drawing is there (still loading, or offline and never loaded on this device). */
class DrawingMissingError extends Error {
  constructor() {
    super('The drawing is not ready yet.');
  }
}
/** Final SVG + PNG (images inlined) from the drawing on screen, kept as the pending save. */
const buildDesignFromDrawingFx = createEffect(
  async ({ request, drawing, index }: { request: SaveRequest; drawing: DrawingAssets | null; index: Map<string, Fabric> }) => {
    if (!drawing) throw new DrawingMissingError();
    const fabrics: Record<string, Fabric | null> = {};
    const { fills, looks } = request.design;
    for (const area of request.pattern.areas) fabrics[area.id] = fills[area.id] ? index.get(fills[area.id] as string) ?? null : null;
    const tiles = { looks, cmPerUnit: request.cmPerUnit };
    performance.mark('cfg:build-start');
    const width = request.pattern.width || 500;
    const height = request.pattern.height || 600;
    const parts = extractParts(drawing.source, width, height);
    const { buildFinalSvg, canvasToBlob, previewSize, renderCanvas } = await loadExporting();
    const size = previewSize(parts.viewBox[2], parts.viewBox[3]);
    const [svg, canvas] = await Promise.all([
      buildFinalSvg({ source: drawing.source, width, height, fills: fabrics, ...tiles, shadingHref: drawing.shadingHref }),
      renderCanvas({ parts, fills: fabrics, ...tiles, shadingHref: drawing.shadingHref, ...size }),
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
        sewingPattern: toProjectPattern(request.pattern, request.design, request.size),
        svg,
        createdAt: Date.now(),
        ...(request.draft ? { draft: request.draft } : {}),
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

/** No area has a fabric or colour yet: the saved design would be the blank pattern. */
export const isEmptyDesign = (design: Design) => !Object.values(design.fills).some(Boolean);
/**
 * Saving a blank design is allowed (the spec sets no rule) but hardly ever meant: the user is told first and
 * chooses. Resolves true for 'Trotzdem speichern'.
 */
export const confirmEmptySaveFx = createEffect((_request: SaveRequest) =>
  confirmDialog(t.emptyDesignTitle, t.emptyDesignMessage, t.emptyDesignConfirm, t.emptyDesignCancel),
);
const saveAsked = sample({
  // the page header's tickmark (a bus signal) saves like the button
  clock: [saveRequested, savePatternsRequested],
  source: {
    pattern: $pattern,
    design: $design,
    size: $size,
    cmPerUnit: $cmPerUnit,
    mode: $mode,
    projectId: $projectId,
    busy: combine($saving, confirmEmptySaveFx.pending, (saving, asking) => saving || asking),
    draft: $draftRef,
  },
  filter: ({ pattern, busy }) => pattern !== null && !busy,
  fn: ({ pattern, busy: _busy, draft, ...request }): SaveRequest => ({ ...request, pattern: pattern as SewingPattern, ...(draft ? { draft } : {}) }),
});
sample({ clock: saveAsked, filter: (request) => !isEmptyDesign(request.design), target: saveFx });
sample({ clock: saveAsked, filter: (request) => isEmptyDesign(request.design), target: confirmEmptySaveFx });
// saved anyway, unless the page was left meanwhile (its pattern closed)
sample({
  clock: confirmEmptySaveFx.done,
  source: $pattern,
  filter: (pattern, { params, result }) => result && pattern === params.pattern,
  fn: (_, { params }) => params,
  target: saveFx,
});
sample({ clock: saveFx.done, fn: () => ({ to: '/configuration/save', options: { replace: true } }), target: navigateFx });
sample({ clock: saveFx.failData, target: logSaveFailureFx });
// the design itself stays: the draft keeps every change on the device (drafts/draftStore.ts)
sample({ clock: saveFx.failData, fn: (error) => (error instanceof DrawingMissingError ? t.drawingMissing : t.saveFailed), target: toastRequested });

// ── leaving: the header's ← (Android's back presses it) asks first when there are unsaved changes ──
/** The user pressed ← on the configurator. */
export const backRequested = createEvent();
/** Resolves true when the user may leave: nothing unsaved, or 'Verwerfen' confirmed. */
const confirmLeaveFx = createEffect((dirty: boolean) =>
  dirty ? confirmDialog(t.leaveTitle, t.leaveMessage, t.leaveConfirm, t.leaveCancel) : Promise.resolve(true),
);
const goBackFx = attach({
  source: ConfiguratorGate.state,
  effect: ({ navigate, mode, id }) => {
    const step = backStep(mode ?? 'new', id ?? '', window.history.state, lastDetailsEntry());
    if (step.back) navigate?.(-1);
    else navigate?.(step.to, { replace: step.replace });
  },
});
sample({ clock: backRequested, source: $dirty, filter: confirmLeaveFx.pending.map((pending) => !pending), target: confirmLeaveFx });
// an answer that comes after the page was left (browser back while asking) goes nowhere
const leaving = sample({
  clock: confirmLeaveFx.done,
  source: ConfiguratorGate.status,
  filter: (open, { result }) => open && result,
  fn: (_, { params: dirty }) => dirty,
});
sample({ clock: leaving, source: $draftRef, filter: (ref, dirty) => dirty && ref !== null, fn: (ref) => ref as DraftRef, target: clearDraftFx });
sample({ clock: leaving, target: goBackFx });

/** Whether a fabric is a plain colour (drawn with its colour instead of an image). */
export function isPlainColor(fabric: Fabric): boolean {
  return fabric.material === COLOR_MATERIAL || (!fabric.path && Boolean(fabric.color));
}

/**
 * The project's pattern as stored: ids of the pattern, its areas, their fabric and materials, the look of areas
 * whose print is scaled or turned, and the size (issue 19; older clients ignore both).
 */
export function toProjectPattern(pattern: SewingPattern, { fills, looks }: Design, size: string | null = null): ProjectPattern {
  return {
    id: pattern.id,
    areas: pattern.areas.map((area) => ({
      id: area.id,
      fabric: fills[area.id] ?? null,
      ...(area.materials ? { materials: area.materials.map((material) => material.id) } : {}),
      ...(looks[area.id] ? { scale: looks[area.id].scale, rotation: looks[area.id].rotation } : {}),
    })),
    ...(size ? { size } : {}),
  };
}
