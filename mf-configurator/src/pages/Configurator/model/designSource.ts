/**
 * Resolving what a route opens: a pattern (new design: empty, or filled as its address asks) or a saved project
 * (edit), and the draft of the route when it differs from that start. A pending save never fills the design by itself: leaving the save screen must not
 * carry one design into the next new design of the pattern.
 */
import { createEffect } from 'effector';
import {
  convertLegacyPattern,
  getProject,
  getProjectSvg,
  logger,
  type Fabric,
  type LegacyEntry,
  type ProjectPattern,
  type SewingPattern,
} from '@nahtlos/platform';
import { clearDraft, readDraft, writeDraft, type DraftRef } from '../../../drafts/draftStore';
import { designOf, EMPTY_DESIGN, sameDesign, type Design, type Fills } from './design';

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
export type ReadySource = Extract<DesignSource, { status: 'ready' }>;
export const isReady = (source: DesignSource): source is ReadySource => source.status === 'ready';

// the stored project and its drawing, as effects (a test's fork replaces them with handlers); only effects are
// awaited on the way from the route's effect to them, so effector carries the scope across
export const getProjectFx = createEffect((id: string) => getProject(id));
export const getProjectSvgFx = createEffect((id: string) => getProjectSvg(id));

export interface LoadRequest {
  mode: 'new' | 'edit';
  id: string;
  patterns: SewingPattern[];
  legacy: LegacyEntry[];
  index: Map<string, Fabric>;
  draftRef: DraftRef;
  /** Back from the save screen, or fills asked for: the draft opens at once, without the offer. */
  resume: boolean;
  /** A new design's fills its address asks for (`?stoffe=`) that the picker offers (addressFills.ts); null: none asked for. */
  requested: Fills | null;
}

/**
 * A new design resolves synchronously (no await): the page renders the editor in its first render, the same markup as
 * the first paint the shell's host rendered with the content, which it replaces in place.
 */
export const resolveDesign = (request: LoadRequest): DesignSource | Promise<DesignSource> =>
  request.mode === 'new' ? newDesign(request) : savedDesign(request);

function newDesign(request: LoadRequest): DesignSource {
  const pattern = request.patterns.find((candidate) => candidate.id === request.id);
  if (!pattern) return { status: 'missing', what: 'pattern' };
  return request.requested ? requestedDesign(pattern, request.requested, request.draftRef) : withDraft(pattern, EMPTY_DESIGN, null, request);
}

/**
 * Fills the address asks for win over a stored draft (the user just asked for them): the empty start with those areas
 * filled, kept as the route's draft as picks would be. Nothing the picker would offer: the design opens empty and a
 * stored draft stays (a broken link loses nothing).
 */
function requestedDesign(pattern: SewingPattern, fills: Fills, draftRef: DraftRef): ReadySource {
  const picked = Object.keys(fills).length > 0;
  if (picked) writeDraft(draftRef, pattern.id, fills);
  return { status: 'ready', pattern, design: EMPTY_DESIGN, size: null, projectId: null, draft: picked ? { fills, looks: {} } : null };
}

async function savedDesign(request: LoadRequest): Promise<DesignSource> {
  let project;
  try {
    project = await getProjectFx(request.id);
  } catch (error) {
    logger.error(`Project ${request.id} could not be read.`, error);
  }
  if (!project) return { status: 'missing', what: 'project' };
  const sewingPattern = convertLegacyPattern(project.sewingPattern, request.legacy);
  const pattern = request.patterns.find((candidate) => candidate.id === sewingPattern.id);
  if (!pattern) return { status: 'missing', what: 'pattern' };
  // An own fabric deleted since the project was saved took its image with it: the project's stored drawing (on the
  // device, so offline too) still has it, read only when the project uses such a fabric.
  const deleted = deletedFabricsOf(sewingPattern, request.index);
  let deletedFabricImages: Record<string, string> = {};
  if (deleted.size > 0) {
    try {
      const svg = await getProjectSvgFx(request.id);
      // read with the drawing's parser, loaded only then: a first screen parses no saved drawing (issue 41)
      const { fabricImagesOf } = await import(/* webpackChunkName: "saved-fabric-images" */ '../../../drawing/savedFabricImages');
      deletedFabricImages = svg ? fabricImagesOf(svg, deleted) : {};
    } catch (error) {
      // also under a platform before 2.9, which lacks getProjectSvg: the areas stay white, the design opens
      logger.warn(`The drawing of project ${request.id} could not be read.`, error);
    }
  }
  return { ...withDraft(pattern, designOf(sewingPattern), sewingPattern.size ?? null, request), deletedFabricImages };
}

/** The deleted own fabrics a saved project uses. */
const deletedFabricsOf = (sewingPattern: ProjectPattern, index: Map<string, Fabric>) =>
  new Set(sewingPattern.areas.flatMap(({ fabric }) => (fabric && index.get(fabric)?.deleted ? [fabric] : [])));

/** The design from its start, offering the route's draft when it differs from that start. */
function withDraft(pattern: SewingPattern, design: Design, size: string | null, { mode, id, index, draftRef }: LoadRequest): ReadySource {
  const stored = readDraft(draftRef);
  const draft = stored && { fills: stored.fills, looks: stored.looks ?? {} };
  const differs = draft !== null && stored?.patternId === pattern.id && !sameDesign(pattern, draft, design, index);
  // a draft like the start (or of another pattern) has nothing to offer
  if (stored && !differs) clearDraft(draftRef);
  return { status: 'ready', pattern, design, size, projectId: mode === 'edit' ? id : null, draft: differs ? draft : null };
}
