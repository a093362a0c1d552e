/**
 * The configurator's route (SPEC section 4, "Configurator"): which design it opens — a pattern for a new design (with
 * the fills its address asks for, issue 40), a saved project to edit — once the content it is drawn from is there,
 * and the route's draft on this device.
 */
import { attach, combine, createEffect, createStore, sample } from 'effector';
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
  logger,
  type Fabric,
} from '@nahtlos/platform';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';
import { accountOf, readDraft, type DraftRef } from '../../../drafts/draftStore';
import { withImages } from '../../../drawing/withImages';
import { fabricIndexOf } from '../../../sizing/designYardage';
import { isReady, resolveDesign, type DesignSource } from './designSource';

/** The page's route (a pattern for a new design, a project to edit), its query (with its '?') and the router's navigate. */
export type ConfiguratorGateProps = PageGateProps & { mode?: 'new' | 'edit'; id?: string; resume?: boolean; search?: string };
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

const loadDesignFx = createEffect(resolveDesign);

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

type AddressFills = typeof import('./addressFills');
/** Whether a new design's address asks for fills (`?stoffe=`, see configuratorUrl.ts): only then is their handling loaded. */
const asksForFills = (gate: ConfiguratorGateProps) => gate.mode === 'new' && /(?:^\?|^|&)stoffe=/.test(gate.search ?? '');
/** Their chunk, or null when it could not be fetched (offline before it was cached): the design opens as if none were asked for. */
const loadAddressFillsFx = createEffect(async (): Promise<AddressFills | null> => {
  try {
    return await import(/* webpackChunkName: "address-fills" */ './addressFills');
  } catch (error) {
    logger.warn('The fabrics the address asks for could not be read.', error);
    return null;
  }
});
const $addressFills = createStore<AddressFills | null>(null, { serialize: 'ignore' }).on(loadAddressFillsFx.doneData, (_, loaded) => loaded);
const $addressFillsTried = createStore(false).on(loadAddressFillsFx.done, () => true);
sample({ clock: ConfiguratorGate.state, source: $addressFills, filter: (loaded, gate) => loaded === null && asksForFills(gate), target: loadAddressFillsFx });
/** The fills a new design's address asks for (area id → fabric id); null: none, or their handling not loaded yet. */
const $requestedAssignment = combine(ConfiguratorGate.state, $addressFills, (gate, addressFills) =>
  addressFills && asksForFills(gate) ? addressFills.fabricsFromSearch(gate.search ?? '') : null,
);

/**
 * A new design needs none of the device's own fabrics when its address names shipped fabrics only (it wins over any
 * draft), or when it asks for none and no draft continues it (it starts empty).
 */
function needsNoOwnFabrics(mode: 'new' | 'edit' | undefined, draftRef: DraftRef | null, assignment: Record<string, string> | null, shipped: Fabric[]) {
  if (assignment) return Object.values(assignment).every((id) => shipped.some((fabric) => fabric.id === id));
  return mode === 'new' && draftRef !== null && readDraft(draftRef) === null;
}
const designRequested = sample({
  clock: [ConfiguratorGate.state, $contentReady, $customFabricsReady, $addressFillsTried],
  source: {
    gate: ConfiguratorGate.state,
    open: ConfiguratorGate.status,
    ready: $contentReady,
    custom: $customFabricsReady,
    draftRef: $draftRef,
    resolvedFor: $resolvedFor,
    assignment: $requestedAssignment,
    shipped: $fabrics,
    addressFillsTried: $addressFillsTried,
  },
  filter: ({ gate, open, ready, custom, draftRef, resolvedFor, assignment, shipped, addressFillsTried }) =>
    open &&
    ready &&
    (addressFillsTried || !asksForFills(gate)) &&
    (custom || needsNoOwnFabrics(gate.mode, draftRef, assignment, shipped)) &&
    gate.mode !== undefined &&
    `${gate.mode}:${gate.id ?? ''}` !== resolvedFor,
  // fills asked for open at once, like a draft resumed: no offer of a stored draft
  fn: ({ gate, assignment }) => ({ mode: gate.mode as 'new' | 'edit', id: gate.id ?? '', resume: gate.resume === true || assignment !== null, assignment }),
});
$resolvedFor.on(designRequested, (_, { mode, id }) => `${mode}:${id}`);
sample({
  clock: designRequested,
  source: {
    patterns: $sewingPatterns,
    legacy: $legacyPatterns,
    index: $fabricIndex,
    draftRef: $draftRef,
    materials: $materials,
    fabrics: $fabrics,
    customFabrics: $customFabrics,
    addressFills: $addressFills,
  },
  filter: ({ draftRef }) => draftRef !== null,
  fn: ({ patterns, legacy, index, draftRef, materials, fabrics, customFabrics, addressFills }, { assignment, ...route }) => {
    const pattern = patterns.find((candidate) => candidate.id === route.id);
    const requested = assignment && addressFills && pattern ? addressFills.offeredFills(pattern, assignment, materials, fabrics, customFabrics) : null;
    return { ...route, patterns, legacy, index, draftRef: draftRef as DraftRef, requested };
  },
  target: loadDesignFx,
});
/** The design resolved for the open route (a result for a route the page has left is dropped). */
export const designLoaded = sample({
  clock: loadDesignFx.done,
  source: $resolvedFor,
  filter: (resolvedFor, { params }) => resolvedFor === `${params.mode}:${params.id}`,
  fn: (_, { params, result }) => ({ mode: params.mode, source: result, resume: params.resume, filledFromAddress: params.requested !== null }),
});
sample({ clock: designLoaded, fn: ({ source }) => source, target: $source });

/**
 * Once the fills the address asked for are in the design, the plain address replaces it: a reload continues from the
 * draft, not the query. A microtask later: a new design opens during the page's first render, and a render must not
 * change the router (React may render again, or drop the render).
 */
const replaceAddressFx = attach({
  source: { gate: ConfiguratorGate.state, addressFills: $addressFills },
  effect: async ({ gate, addressFills }) => {
    await Promise.resolve();
    if (addressFills) navigateWith(gate, { to: addressFills.configuratorUrl(gate.id ?? ''), options: { replace: true } });
  },
});
sample({
  clock: designLoaded,
  filter: ({ source, filledFromAddress }) => filledFromAddress && isReady(source),
  fn: () => undefined,
  target: replaceAddressFx,
});
