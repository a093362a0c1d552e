/** Project details page: the project (from the list, else read directly), sharing/saving its image, deleting it. */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $customFabrics,
  $deletedCustomFabrics,
  $fabrics,
  $projects,
  $projectsState,
  accountListsWanted,
  confirmDialog,
  deleteProject,
  getProject,
  getProjectPng,
  loadPatternSizes,
  logger,
  toastRequested,
  type PatternSize,
  type ProjectView,
} from '@nahtlos/platform';
import { loadCuttingEngine, type PlanCutting } from '../../cuttingPlan/engine';
import { savePlanFile, type PlanFileKind } from '../../cuttingPlan/savePlanFile';
import { designYardage, fabricIndexOf, yardageCaption, type DesignYardage } from '../../sizing/designYardage';
import { strings } from '../../strings';
import { shareProject } from '../../share';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

const t = strings.configurator;

export const ProjectDetailsGate = createGate<PageGateProps & { projectId?: string }>();
const navigateFx = attach({ source: ProjectDetailsGate.state, effect: navigateWith });

export const shareRequested = createEvent<{ project: ProjectView; sharing: boolean }>();
export const deleteRequested = createEvent<ProjectView>();

/** The page shows one of the account's projects: the list is asked for once the page has hydrated. */
export const accountListsWantedFx = createEffect(() => accountListsWanted());
sample({ clock: ProjectDetailsGate.open, target: accountListsWantedFx });

/** A project not (yet) in the list is read directly, once the list is loaded. */
export const readProjectFx = createEffect(async (id: string) => {
  try {
    return await getProject(id);
  } catch (error) {
    logger.error(`Project ${id} could not be read.`, error);
    return null;
  }
});
const $projectId = ProjectDetailsGate.state.map((props) => props.projectId ?? '');
const $fromList = combine($projects, $projectId, (projects, id) => projects.find((project) => project.id === id) ?? null);
const $direct = createStore<ProjectView | null | 'loading'>('loading').reset(ProjectDetailsGate.close);
sample({
  clock: [ProjectDetailsGate.state, $projectsState, $fromList],
  source: { id: $projectId, fromList: $fromList, state: $projectsState, open: ProjectDetailsGate.status },
  filter: ({ id, fromList, state, open }) => open && id !== '' && fromList === null && state === 'loaded',
  fn: ({ id }) => id,
  target: readProjectFx,
});
// a result for a project the page no longer shows is dropped
sample({
  clock: readProjectFx.done,
  source: $projectId,
  filter: (id, { params }) => params === id,
  fn: (_, { result }) => result,
  target: $direct,
});

/** The list's copy wins; 'loading' until the list (or the direct read) answered; null: not found. */
export const $project = combine($fromList, $projectsState, $direct, (fromList, state, direct) =>
  fromList ?? (state !== 'loaded' ? 'loading' : direct),
);

// ── the size and the yardage (issue 19): the pattern's cut pieces load for the project's pattern ──
export const loadSizesFx = createEffect((patternId: string) => loadPatternSizes(patternId));
const $patternId = $project.map((project) => (project && project !== 'loading' ? project.pattern?.id ?? null : null));
/** The pattern whose sizes were asked for (once per pattern the page shows). */
const $sizesAskedFor = createStore<string | null>(null).reset(ProjectDetailsGate.close);
// clocked by the stores the project comes from, not by $patternId: a derived store computed first in a fork's scope
// at its new value would not tell the change
const sizesWanted = sample({
  clock: [ProjectDetailsGate.state, $projects, $projectsState, $direct],
  source: { patternId: $patternId, asked: $sizesAskedFor },
  filter: ({ patternId, asked }) => patternId !== null && patternId !== asked,
  fn: ({ patternId }) => patternId as string,
});
$sizesAskedFor.on(sizesWanted, (_, patternId) => patternId);
sample({ clock: sizesWanted, target: loadSizesFx });
const $sizes = createStore<{ patternId: string; sizes: PatternSize[] } | null>(null)
  .on(loadSizesFx.done, (_, { params, result }) => ({ patternId: params, sizes: result }))
  .reset(ProjectDetailsGate.close);
const logSizesFailureFx = createEffect((error: unknown) => logger.warn('The sizes of the pattern could not be loaded.', error));
sample({ clock: loadSizesFx.failData, target: logSizesFailureFx });
/** The cutting plan's engine (cuttingPlan/engine.ts), loaded with the pattern's sizes. */
export const loadCuttingEngineFx = createEffect(() => loadCuttingEngine());
const $planCutting = createStore<PlanCutting | null>(null, { serialize: 'ignore' }).on(loadCuttingEngineFx.doneData, (_, engine) => engine);
sample({ clock: sizesWanted, source: $planCutting, filter: (engine) => engine === null, fn: () => undefined, target: loadCuttingEngineFx });
const logEngineFailureFx = createEffect((error: unknown) => logger.warn('The cutting plan could not be loaded.', error));
sample({ clock: loadCuttingEngineFx.failData, target: logEngineFailureFx });
/** The project's size, the length of each fabric it uses and its cutting plan (null: no sizes known, or not loaded). */
export const $yardage = combine(
  { project: $project, sizes: $sizes, shipped: $fabrics, custom: $customFabrics, deleted: $deletedCustomFabrics, planCutting: $planCutting },
  ({ project, sizes, shipped, custom, deleted, planCutting }) => {
    if (!project || project === 'loading' || !project.pattern || sizes?.patternId !== project.pattern.id || !planCutting) return null;
    return designYardage(project.pattern, project.sewingPattern, sizes.sizes, fabricIndexOf(shipped, custom, deleted), planCutting);
  },
);

// the saved toast, the error when no image could be made, nothing when the share sheet was closed
const shareFx = createEffect(({ project, sharing, caption }: { project: ProjectView; sharing: boolean; caption: string[] }) =>
  shareProject(project, sharing, caption),
);
/** 'Projekt löschen?': resolves true for 'Löschen'. */
const confirmDeleteFx = createEffect((_project: ProjectView) => confirmDialog(t.deleteTitle, t.deleteMessage, t.deleteConfirm, t.deleteCancel));
export const deleteProjectFx = createEffect((project: ProjectView) => deleteProject(project.id));
const logDeleteFailureFx = createEffect(({ params, error }: { params: ProjectView; error: unknown }) => logger.error(`Deleting ${params.id} failed.`, error));

const $deleting = combine(confirmDeleteFx.pending, deleteProjectFx.pending, (asking, deleting) => asking || deleting);
export const $busy = combine(shareFx.pending, $deleting, (sharing, deleting) => (sharing ? 'share' : deleting ? 'delete' : null));

// one action at a time
sample({
  clock: shareRequested,
  source: $yardage,
  filter: $busy.map((busy) => busy === null),
  fn: (yardage, request) => ({ ...request, caption: yardageCaption(yardage) }),
  target: shareFx,
});
sample({ clock: deleteRequested, filter: $busy.map((busy) => busy === null), target: confirmDeleteFx });
sample({ clock: confirmDeleteFx.done, filter: ({ result }) => result, fn: ({ params }) => params, target: deleteProjectFx });
sample({ clock: shareFx.doneData, filter: (message): message is string => Boolean(message), target: toastRequested });
sample({ clock: deleteProjectFx.done, fn: () => ({ to: '/profile', options: { replace: true } }), target: navigateFx });
sample({ clock: deleteProjectFx.fail, target: logDeleteFailureFx });

// ── the cutting plan's files (issue 39): 'Zuschnittplan als PDF' / 'als SVG', with the stored preview ──
export const planFileRequested = createEvent<PlanFileKind>();
export const savePlanFileFx = createEffect(async ({ kind, project, yardage }: { kind: PlanFileKind; project: ProjectView; yardage: DesignYardage }) => {
  const preview = await getProjectPng(project.id).catch(() => null); // the plan without the picture rather than no plan
  const patternName = project.pattern?.name ?? project.name;
  return savePlanFile(kind, { designName: project.name, patternName, size: yardage.size, needs: yardage.needs, preview: preview ?? null });
});
export const $planFileSaving = savePlanFileFx.pending;
sample({
  clock: planFileRequested,
  source: { project: $project, yardage: $yardage, saving: $planFileSaving },
  filter: (source): source is { project: ProjectView; yardage: DesignYardage; saving: boolean } =>
    !source.saving && source.project !== null && source.project !== 'loading' && source.yardage !== null,
  fn: ({ project, yardage }, kind) => ({ kind, project: project as ProjectView, yardage: yardage as DesignYardage }),
  target: savePlanFileFx,
});
const logPlanFileFailureFx = createEffect((error: unknown) => logger.error('The cutting plan file could not be made.', error));
sample({ clock: savePlanFileFx.failData, target: logPlanFileFailureFx });
sample({ clock: savePlanFileFx.fail, fn: () => strings.configurator.planFileFailed, target: toastRequested });
