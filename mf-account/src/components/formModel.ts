/**
 * A small effector model for the account forms: field values, one submit at a time, and the
 * spec's German result message (error or success). Each page builds its own with its submit.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { logger, type FormResult } from '@nahtlos/platform';
import { strings } from '../strings';

export type SubmitResult = FormResult | { ok: true; message?: string };

export function createFormModel<F extends Record<string, string>, R extends SubmitResult>(
  initial: F,
  submit: (form: F) => Promise<R>,
  fallbackError: string = strings.validation.invalidData,
) {
  const pageOpened = createEvent();
  const fieldChanged = createEvent<{ field: keyof F; value: string }>();
  const submitted = createEvent();
  const submitFx = createEffect<F, R>(submit);

  const $form = createStore<F>(initial)
    .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
    .reset(pageOpened);
  const $error = createStore<string | null>(null)
    .on(submitFx, () => null)
    .on(submitFx.doneData, (_, result) => (result.ok ? null : result.error))
    .on(submitFx.failData, () => fallbackError)
    .reset(pageOpened);
  const $message = createStore<string | null>(null)
    .on(submitFx, () => null)
    .on(submitFx.doneData, (_, result) => (result.ok && 'message' in result && result.message ? result.message : null))
    .reset(pageOpened);
  const $pending = submitFx.pending;

  submitFx.failData.watch((error) => logger.error('Account form submit failed unexpectedly.', error));

  // repeated taps while a request runs are ignored
  sample({ clock: submitted, source: $form, filter: $pending.map((pending) => !pending), target: submitFx });

  return { pageOpened, fieldChanged, submitted, submitFx, $form, $error, $message, $pending };
}
