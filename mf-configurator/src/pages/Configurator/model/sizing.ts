/**
 * Sizes (issue 19): 'Deine Größe' (the project's, else this device's), the pattern's cut pieces (carried by the page
 * or loaded), prints at their real size, and 'Stoffverbrauch' of every fabric the design uses.
 */
import { combine, createEffect, createEvent, createStore, sample, type Event } from 'effector';
import { $stash, loadPatternSizes, logger, type PatternSize, type SewingPattern } from '@nahtlos/platform';
import { afterPageSettled, pageValueOf } from '@nahtlos/ui';
import { rememberedSize, rememberSize, sizeToShow } from '../../../sizing/sizeMemory';
import { loadCuttingEngine, type PlanCutting } from '../../../cuttingPlan/engine';
import { fabricNeeds } from '../../../sizing/yardage';
import { $fills, $looks, $pattern, closed, opened } from './editor';
import { $fabricIndex } from './route';

/** 'Deine Größe'. */
export const sizeChosen = createEvent<string>();

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
/** 'Muster anpassen' for one fabric of the design: its plan adds the print's repeat where pieces meet on a motif line. */
export const matchToggled = createEvent<{ fabricId: string; on: boolean }>();
const $matched = createStore<ReadonlySet<string>>(new Set())
  .on(matchToggled, (matched, { fabricId, on }) => {
    const next = new Set(matched);
    if (on) next.add(fabricId);
    else next.delete(fabricId);
    return next;
  })
  .reset(closed);
/** 'Größe · Stoffverbrauch' unfolded: the yardage is computed only while it shows (not on every fabric choice). */
export const yardageToggled = createEvent<boolean>();
export const $yardageOpen = createStore(false).on(yardageToggled, (_, open) => open).reset(closed);
/** The cutting plan's engine, loaded when 'Stoffverbrauch' first unfolds (cuttingPlan/engine.ts). */
export const loadCuttingEngineFx = createEffect(() => loadCuttingEngine());
const $planCutting = createStore<PlanCutting | null>(null, { serialize: 'ignore' }).on(loadCuttingEngineFx.doneData, (_, engine) => engine);
sample({
  clock: yardageToggled,
  source: { engine: $planCutting, loading: loadCuttingEngineFx.pending },
  filter: ({ engine, loading }, open) => open && engine === null && !loading,
  fn: () => undefined,
  target: loadCuttingEngineFx,
});
/** 'loading' until the engine is there; 'failed' when its code could not be loaded (offline before it was ever kept). */
export const $planningState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadCuttingEngineFx.done, () => 'ready')
  .on(loadCuttingEngineFx.fail, () => 'failed')
  .on(loadCuttingEngineFx, (state) => (state === 'failed' ? 'loading' : state));
const logEngineFailureFx = createEffect((error: unknown) => logger.warn('The cutting plan could not be loaded.', error));
sample({ clock: loadCuttingEngineFx.failData, target: logEngineFailureFx });
/** 'Stoffverbrauch' of every fabric the design uses, in the chosen size (empty while folded away). */
export const $fabricNeeds = combine(
  {
    open: $yardageOpen,
    pattern: $pattern,
    size: $chosenSize,
    fills: $fills,
    index: $fabricIndex,
    chosenWidths: $chosenWidths,
    looks: $looks,
    matched: $matched,
    planCutting: $planCutting,
    stash: $stash,
  },
  ({ open, pattern, size, planCutting, ...design }) =>
    open && pattern && size && planCutting ? fabricNeeds({ areaIds: pattern.areas.map((area) => area.id), size, planCutting, ...design }) : [],
);
