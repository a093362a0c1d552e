/**
 * The editor: the open pattern, the fill and look of every area, the selected area → its materials → the chosen
 * variations → the fabrics shown, and each change as one undo step (choosing a fabric fills the selected area;
 * scaling or turning its print changes its look).
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $customFabrics, $fabrics, $materials, $stash, logger, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { lookOf, withLook, type Look, type Looks, type Rotation } from '../../../sizing/looks';
import { EMPTY_DESIGN, fabricsForMaterial, materialsForArea, type Design, type Fills, type OpenParams } from './design';
import { isReady, type ReadySource } from './designSource';
import { createHistory } from './history';
import { $fabricIndex, ConfiguratorGate, designLoaded } from './route';

const HISTORY_LIMIT = 100;

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
/** 'Muster skalieren' of the selected area, in per cent. */
export const scaleChanged = createEvent<number>();
/** 'Drehen' of the selected area. */
export const rotationChanged = createEvent<Rotation>();

// ── stores ──
export const $pattern = createStore<SewingPattern | null>(null)
  .on(opened, (_, { pattern }) => pattern)
  .reset(closed);
export const $mode = createStore<'new' | 'edit'>('new').on(opened, (_, { mode }) => mode);
export const $projectId = createStore<string | null>(null).on(opened, (_, { projectId }) => projectId ?? null);
export const $fills = createStore<Fills>({}).reset(closed);
export const $looks = createStore<Looks>({}).reset(closed);
export const $design = combine($fills, $looks, (fills, looks): Design => ({ fills, looks }));
export const $selectedAreaId = createStore<string | null>(null)
  .on(areaSelected, (_, id) => id)
  .reset(closed);
const $chosenMaterialId = createStore<string | null>(null)
  .on(materialSelected, (_, id) => id)
  .reset(areaSelected, opened, closed);
export const $selectedVariations = createStore<string[]>([])
  .on(variationToggled, (chosen, id) => (chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]))
  .reset(materialSelected, areaSelected, opened, closed);

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
/** 'Nur mein Vorrat' (issue 40): the picker shows only fabrics of the user's stash. */
export const onlyStashToggled = createEvent<boolean>();
/** The fabrics in the user's stash (the picker marks them 'Im Vorrat'). */
export const $stashFabricIds = $stash.map((entries) => new Set(entries.map((entry) => entry.fabricId)));
/** 'Nur mein Vorrat' is on; it narrows the picker only while there is a stash (an emptied one shows every fabric again). */
export const $onlyStash = createStore(false)
  .on(onlyStashToggled, (_, on) => on)
  .reset(closed);
export const $visibleFabrics = combine(
  $selectedMaterial,
  $selectedVariations,
  $fabrics,
  $customFabrics,
  $onlyStash,
  $stashFabricIds,
  (material, variations, fabrics, custom, onlyStash, inStash) => {
    const list = fabricsForMaterial(material, variations, fabrics, custom);
    return onlyStash && inStash.size > 0 ? list.filter((fabric) => inStash.has(fabric.id)) : list;
  },
);
/** The fill of the selected area (the fabric row marks it). */
export const $currentFill = combine($fills, $selectedAreaId, (fills, area) => (area ? fills[area] ?? null : null));

// ── opening: the loaded design opens — after the user chose, when a draft of it is offered; leaving the page closes it ──
sample({
  clock: designLoaded,
  filter: ({ source, resume }) => isReady(source) && (source.draft === null || resume),
  fn: ({ mode, source }) => {
    const ready = source as ReadySource;
    const draft = ready.draft ? { design: ready.draft, start: ready.design } : { design: ready.design };
    return { pattern: ready.pattern, ...draft, size: ready.size, mode, projectId: ready.projectId };
  },
  target: opened,
});
sample({ clock: ConfiguratorGate.close, target: closed });

// restores the fills (an unknown fabric → a warning, the area left empty) and selects the first area
const restoreFillsFx = createEffect(({ index, pattern, fills }: { index: Map<string, Fabric>; pattern: SewingPattern; fills: Fills }) => {
  const restored: Fills = {};
  for (const area of pattern.areas) {
    const id = fills[area.id];
    if (id && !index.has(id)) logger.warn(`No fabric found for id ${id}.`);
    restored[area.id] = id && index.has(id) ? id : null;
  }
  return restored;
});
sample({ clock: opened, source: $fabricIndex, fn: (index, { pattern, design = EMPTY_DESIGN }) => ({ index, pattern, fills: design.fills }), target: restoreFillsFx });
sample({ clock: restoreFillsFx.doneData, target: $fills });
sample({ clock: opened, fn: ({ design = EMPTY_DESIGN }) => design.looks, target: $looks });
sample({ clock: opened, fn: ({ pattern }) => pattern.areas[0]?.id ?? null, target: $selectedAreaId });

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

// ── changes: a fabric chosen, or a look changed (one undo step each) ──
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
/** The user changed the design (undo and redo are not changes). */
export const changed = sample({ clock: [filled, looked] });
$lastChange.on(changed, (_, { kind }) => kind);

const history = createHistory({ $current: $design, changed, undo, redo, reset: [opened, closed], limit: HISTORY_LIMIT });
/** An undo or redo brought a design back. */
export const restored = history.restored;
export const { $canUndo, $canRedo } = history;
const applied = sample({ clock: [changed.map(({ after }) => after), restored] });
$fills.on(applied, (_, { fills }) => fills);
$looks.on(applied, (_, { looks }) => looks);
