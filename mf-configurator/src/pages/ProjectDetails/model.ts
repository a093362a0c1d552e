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
  loadPatternSizes,
  logger,
  toastRequested,
  type PatternSize,
  type ProjectView,
} from '@nahtlos/platform';
import { designYardage, fabricIndexOf, yardageCaption } from '../../sizing/designYardage';
import { strings } from '../../strings';
import { shareProject } from '../../share';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

const t = strings.configurator;

export const ProjectDetailsGate = createGate<PageGateProps & { projectId?: string }>();
const navigateFx = attach({ source: ProjectDetailsGate.state, effect: navigateWith });

export const shareRequested = createEvent<{ project: ProjectView; sharing: boolean }>();
export const deleteRequested = createEvent<ProjectView>();

/** The page shows one of the account's projects: the list is asked for once the page has hydrated. */
const accountListsWantedFx = createEffect(() => accountListsWanted());
sample({ clock: ProjectDetailsGate.open, target: accountListsWantedFx });

/** A project not (yet) in the list is read directly, once the list is loaded. */
const readProjectFx = createEffect(async (id: string) => {
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
sample({ clock: $patternId, filter: (id): id is string => id !== null, target: loadSizesFx });
const $sizes = createStore<{ patternId: string; sizes: PatternSize[] } | null>(null)
  .on(loadSizesFx.done, (_, { params, result }) => ({ patternId: params, sizes: result }))
  .reset(ProjectDetailsGate.close);
const logSizesFailureFx = createEffect((error: unknown) => logger.warn('The sizes of the pattern could not be loaded.', error));
sample({ clock: loadSizesFx.failData, target: logSizesFailureFx });
/** The project's size and the length of each fabric it uses (null: no sizes known, or not loaded). */
export const $yardage = combine($project, $sizes, $fabrics, $customFabrics, $deletedCustomFabrics, (project, sizes, shipped, custom, deleted) => {
  if (!project || project === 'loading' || !project.pattern || sizes?.patternId !== project.pattern.id) return null;
  return designYardage(project.pattern, project.sewingPattern, sizes.sizes, fabricIndexOf(shipped, custom, deleted));
});

// the saved toast, the error when no image could be made, nothing when the share sheet was closed
const shareFx = createEffect(({ project, sharing, caption }: { project: ProjectView; sharing: boolean; caption: string[] }) =>
  shareProject(project, sharing, caption),
);
const deleteFx = createEffect(async (project: ProjectView) => {
  const confirmed = await confirmDialog(t.deleteTitle, t.deleteMessage, t.deleteConfirm, t.deleteCancel);
  if (confirmed) await deleteProject(project.id);
  return confirmed;
});
const logDeleteFailureFx = createEffect(({ params, error }: { params: ProjectView; error: unknown }) => logger.error(`Deleting ${params.id} failed.`, error));

export const $busy = combine(shareFx.pending, deleteFx.pending, (sharing, deleting) => (sharing ? 'share' : deleting ? 'delete' : null));

// one action at a time
sample({
  clock: shareRequested,
  source: $yardage,
  filter: $busy.map((busy) => busy === null),
  fn: (yardage, request) => ({ ...request, caption: yardageCaption(yardage) }),
  target: shareFx,
});
sample({ clock: deleteRequested, filter: $busy.map((busy) => busy === null), target: deleteFx });
sample({ clock: shareFx.doneData, filter: (message): message is string => Boolean(message), target: toastRequested });
sample({ clock: deleteFx.doneData, filter: Boolean, fn: () => ({ to: '/profile', options: { replace: true } }), target: navigateFx });
sample({ clock: deleteFx.fail, target: logDeleteFailureFx });
