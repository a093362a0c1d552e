/** Save page: the project is created (or updated) from the pending save, then the profile replaces this entry. */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createProject, getProject, logger, StorageFullError, updateProject, validateName, ValidationError, type ProjectDraft } from '@nahtlos/platform';
import { strings } from '../../strings';
import { clearPending, pendingPng, type PendingSave } from '../../pendingSave';
import { navigateWith, type PageGateProps } from '@nahtlos/ui';
import { clearTypedName } from './typedName';
import { loadExporting } from '../../drawing/loadExporting';

export const SaveProjectGate = createGate<PageGateProps>();
const navigateFx = attach({ source: SaveProjectGate.state, effect: navigateWith });

export const submitted = createEvent<{ pending: PendingSave; name: string }>();
/** The name was edited: a message about the previous attempt no longer applies. */
export const nameEdited = createEvent();

/** Editing starts from the project's current name. */
export const projectNameFx = createEffect(async (projectId: string) => (await getProject(projectId).catch(() => null))?.name ?? null);

// the platform's services this page uses, as effects of its own (a test's fork replaces them with handlers)
export const createProjectFx = createEffect((draft: ProjectDraft) => createProject(draft));
export const updateProjectFx = createEffect(({ id, draft }: { id: string; draft: ProjectDraft }) => updateProject(id, draft));
/** The preview PNG: kept from the configurator, or drawn again from the SVG when a reload of this screen lost it. */
const previewPngFx = createEffect(async (svg: string) => pendingPng() ?? (await loadExporting().then(({ renderPng }) => renderPng(svg)).catch(() => null)));

/**
 * Saved under the trimmed name; a name the server's rule refuses is refused here, before anything is stored.
 * (Only effects are awaited here: effector carries a test's or a page's scope across them.)
 */
export const saveFx = createEffect(async ({ pending, name }: { pending: PendingSave; name: string }) => {
  const invalid = validateName(name);
  if (invalid) throw new ValidationError(invalid);
  const png = await previewPngFx(pending.svg);
  const draft = { name: name.trim(), sewingPattern: pending.sewingPattern, svg: pending.svg, png };
  if (pending.mode === 'edit' && pending.projectId) await updateProjectFx({ id: pending.projectId, draft });
  else await createProjectFx(draft);
  clearPending();
  clearTypedName();
});
const logSaveFailureFx = createEffect((error: unknown) => logger.error('The project could not be saved.', error));

export const $saving = saveFx.pending;
/** What the user is told when saving failed: the name rule, a full device, or try again. */
export const $error = createStore<string | null>(null)
  .on(saveFx, () => null)
  .on(saveFx.failData, (_, failure) =>
    failure instanceof ValidationError ? failure.message : failure instanceof StorageFullError ? failure.userMessage : strings.configurator.saveFailed,
  )
  .reset(SaveProjectGate.close, nameEdited);

// Enter and the button may both fire: one save at a time
sample({ clock: submitted, filter: $saving.map((saving) => !saving), target: saveFx });
sample({ clock: saveFx.done, fn: () => ({ to: '/profile', options: { replace: true } }), target: navigateFx });
sample({ clock: saveFx.failData, target: logSaveFailureFx });
