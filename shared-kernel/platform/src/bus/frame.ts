/**
 * The bus, part 3: saved inspirations, the camera feature's purchase, navigation, the frame's toasts and dialogs
 * (catalogue.ts has the whole bus).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';

// ── Inspirations ─────────────────────────────────────────────────────────────────────────
export const inspirationSaved = createEvent<string>();
export const inspirationRemoved = createEvent<string>();
export const savedInspirationsRestored = createEvent<string[]>();
/** Saved inspiration ids, newest first, unique (spec: savedInspiration). */
export const $savedInspirations = createStore<string[]>([])
  .on(savedInspirationsRestored, (_, ids) => ids)
  .on(inspirationSaved, (ids, id) => [id, ...ids.filter((other) => other !== id)])
  .on(inspirationRemoved, (ids, id) => ids.filter((other) => other !== id));

// ── Camera feature purchase ──────────────────────────────────────────────────────────────
export type PurchaseStep = 'unknown' | 'registered' | 'ordered' | 'approved' | 'finished';
export interface PurchaseState {
  owned: boolean;
  state: PurchaseStep;
}
export const purchaseUpdated = createEvent<PurchaseState>();
export const $purchase = createStore<PurchaseState>({ owned: false, state: 'unknown' }).on(
  purchaseUpdated,
  (_, next) => next,
);
/** Owner variant of teasers: owned, or a purchase that reached approved/finished. */
export const $cameraFeatureOwned = $purchase.map(
  ({ owned, state }) => owned || state === 'approved' || state === 'finished',
);

// ── Page header and navigation ───────────────────────────────────────────────────────────
/** The page header's tickmark fired its 'savePatterns' redirect action. */
export const savePatternsRequested = createEvent();
/** An app asks to go somewhere (the shell performs it with single-spa navigateToUrl). */
export const navigationRequested = createEvent<{ to: string; replace?: boolean; state?: unknown }>();

// ── Frame: toasts and dialogs ────────────────────────────────────────────────────────────
export interface Toast {
  id: number;
  text: string;
}
export const toastRequested = createEvent<string>();
export const toastDismissed = createEvent<number>();
/** How many toasts were asked for: each gets the next number (a scope counts its own). */
const $toastCount = createStore(0).on(toastRequested, (count) => count + 1);
export const $toasts = createStore<Toast[]>([]).on(toastDismissed, (toasts, id) => toasts.filter((toast) => toast.id !== id));
sample({ clock: toastRequested, source: { toasts: $toasts, id: $toastCount }, fn: ({ toasts, id }, text) => [...toasts, { id, text }], target: $toasts });

export interface DialogButton {
  id: string;
  label: string;
  primary?: boolean;
  /** A destructive action ('Löschen'): the frame shows it in the danger colour (2.3; older frames ignore it). */
  destructive?: boolean;
}
export interface DialogRequest {
  id: number;
  title: string;
  message: string;
  buttons: DialogButton[];
  resolve: (buttonId: string | null) => void;
}
export const dialogRequested = createEvent<DialogRequest>();
export const dialogClosed = createEvent<{ id: number; buttonId: string | null }>();
export const $dialogs = createStore<DialogRequest[]>([]).on(dialogRequested, (dialogs, dialog) => [...dialogs, dialog]);
// the closed dialog's answer goes to its caller's resolve, which the dialog carries in the scope's own list
const closing = sample({
  clock: dialogClosed,
  source: $dialogs,
  fn: (dialogs, { id, buttonId }) => ({ id, buttonId, resolve: dialogs.find((dialog) => dialog.id === id)?.resolve }),
});
$dialogs.on(closing, (dialogs, { id }) => dialogs.filter((dialog) => dialog.id !== id));
// an effect runs after the store updates, so the dialog is gone when the caller continues
const resolveDialogFx = createEffect(({ resolve, buttonId }: { resolve?: (buttonId: string | null) => void; buttonId: string | null }) => resolve?.(buttonId));
sample({ clock: closing, target: resolveDialogFx });
/** Dialog ids only need to be unique on the page, whatever scope shows them: a counter for the page, not state. */
let lastDialogId = 0;

/** Shows a dialog in the frame and resolves with the pressed button's id (null when dismissed). */
export function showDialog(dialog: Omit<DialogRequest, 'id' | 'resolve'>): Promise<string | null> {
  return new Promise((resolve) => dialogRequested({ ...dialog, id: ++lastDialogId, resolve }));
}

/**
 * The spec's confirm dialogs: resolves true when the user confirmed. `destructive`: confirming deletes or
 * discards something ('Löschen'), its button is shown in the danger colour (2.3).
 */
export async function confirmDialog(
  title: string,
  message: string,
  confirmLabel: string,
  cancelLabel: string,
  options: { destructive?: boolean } = {},
): Promise<boolean> {
  const answer = await showDialog({
    title,
    message,
    buttons: [
      { id: 'cancel', label: cancelLabel },
      { id: 'confirm', label: confirmLabel, primary: true, ...(options.destructive ? { destructive: true } : {}) },
    ],
  });
  return answer === 'confirm';
}
