/**
 * The mechanics every account form shares, wired into each page's model.ts: field values (reset when
 * the page opens), the spec's form rule before any request, one submit at a time, and the German
 * result (error or success message). The page's model declares the gate and the submit effect.
 */
import { createEffect, createEvent, createStore, sample, type Effect, type Event } from 'effector';
import { logger, type FormResult } from '@nahtlos/platform';
import { strings } from '../strings';

export type SubmitResult = FormResult | { ok: true; message?: string };

export interface AccountFormConfig<F, R> {
  initial: F;
  /** The page's gate opening: a fresh form. */
  opened: Event<unknown>;
  /** The spec's rule: a German error stops the submit before any request. */
  validate?: (form: F) => string | null;
  submitFx: Effect<F, R>;
  /** Shown when the request fails unexpectedly (it is logged). */
  fallbackError?: string;
}

const logSubmitFailureFx = createEffect((error: unknown) => logger.error('Account form submit failed unexpectedly.', error));

export function createAccountForm<F extends { [K in keyof F]: string }, R extends SubmitResult>(config: AccountFormConfig<F, R>) {
  const { initial, opened, validate = () => null, submitFx, fallbackError = strings.validation.invalidData } = config;
  const fieldChanged = createEvent<{ field: keyof F; value: string }>();
  const submitted = createEvent();

  const $pending = submitFx.pending;
  const $form = createStore<F>(initial)
    .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
    .reset(opened);

  // repeated taps while a request runs are ignored
  const checked = sample({
    clock: submitted,
    source: $form,
    filter: $pending.map((pending) => !pending),
    fn: (form) => ({ form, error: validate(form) }),
  });
  const refused = sample({ clock: checked, filter: ({ error }) => error !== null, fn: ({ error }) => error as string });
  sample({ clock: checked, filter: ({ error }) => error === null, fn: ({ form }) => form, target: submitFx });
  sample({ clock: submitFx.failData, target: logSubmitFailureFx });

  const $error = createStore<string | null>(null)
    .on(refused, (_, error) => error)
    .on(submitFx, () => null)
    .on(submitFx.doneData, (_, result) => (result.ok ? null : result.error))
    .on(submitFx.failData, () => fallbackError)
    .reset(opened);
  const $message = createStore<string | null>(null)
    .on(refused, () => null)
    .on(submitFx, () => null)
    .on(submitFx.doneData, (_, result) => (result.ok && 'message' in result && result.message ? result.message : null))
    .reset(opened);

  return { fieldChanged, submitted, $form, $error, $message, $pending };
}
