/** Project details page: the project (from the list, else read directly), sharing/saving its image, deleting it. */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $projects, $projectsState, confirmDialog, deleteProject, getProject, logger, toastRequested, type ProjectView } from '@nahtlos/platform';
import { strings } from '../../strings';
import { shareProject } from '../../share';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';

const t = strings.configurator;

export const ProjectDetailsGate = createGate<PageGateProps & { projectId?: string }>();
const navigateFx = attach({ source: ProjectDetailsGate.state, effect: navigateWith });

export const shareRequested = createEvent<{ project: ProjectView; sharing: boolean }>();
export const deleteRequested = createEvent<ProjectView>();

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

// the saved toast, the error when no image could be made, nothing when the share sheet was closed
const shareFx = createEffect(({ project, sharing }: { project: ProjectView; sharing: boolean }) => shareProject(project, sharing));
const deleteFx = createEffect(async (project: ProjectView) => {
  const confirmed = await confirmDialog(t.deleteTitle, t.deleteMessage, t.deleteConfirm, t.deleteCancel);
  if (confirmed) await deleteProject(project.id);
  return confirmed;
});
const logDeleteFailureFx = createEffect(({ params, error }: { params: ProjectView; error: unknown }) => logger.error(`Deleting ${params.id} failed.`, error));

export const $busy = combine(shareFx.pending, deleteFx.pending, (sharing, deleting) => (sharing ? 'share' : deleting ? 'delete' : null));

// one action at a time
sample({ clock: shareRequested, filter: $busy.map((busy) => busy === null), target: shareFx });
sample({ clock: deleteRequested, filter: $busy.map((busy) => busy === null), target: deleteFx });
sample({ clock: shareFx.doneData, filter: (message): message is string => Boolean(message), target: toastRequested });
sample({ clock: deleteFx.doneData, filter: Boolean, fn: () => ({ to: '/profile', options: { replace: true } }), target: navigateFx });
sample({ clock: deleteFx.fail, target: logDeleteFailureFx });
