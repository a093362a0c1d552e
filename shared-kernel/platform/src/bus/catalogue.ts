/**
 * The bus: every event and store that crosses app boundaries, in one place — the session, the
 * network, the user's lists and the content the screens show, purchases, navigation, the frame's
 * toasts and dialogs. The services that fill the stores are effects in `services/kernel.ts`.
 *
 * Naming: events are facts in past tense (`loggedOut`, `projectsRead`), requests say so
 * (`navigationRequested`), stores start with `$`, effects end in `Fx`. Apps import these units by
 * name from '@nahtlos/platform'; because the platform is a Module Federation singleton, all apps
 * share these very objects.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Fabric, Inspiration, LoadState, Material, Order, ProjectView, SewingPattern } from '../domain/types';
import { createContentStores } from './contentStores';

// ── Session ──────────────────────────────────────────────────────────────────────────────
export interface Session {
  username: string | null;
  loggedIn: boolean;
}
/** A login succeeded (token already stored). */
export const loggedIn = createEvent<{ username: string }>();
/** The user logged out on purpose. */
export const loggedOut = createEvent();
/** Any HTTP call answered 401: the spec's silent logout (username and login flag cleared). */
export const sessionExpired = createEvent();
/** Session state restored from storage at start. */
export const sessionRestored = createEvent<Session>();
export const $session = createStore<Session>({ username: null, loggedIn: false })
  .on(sessionRestored, (_, session) => session)
  .on(loggedIn, (_, { username }) => ({ username, loggedIn: true }))
  .on(loggedOut, () => ({ username: null, loggedIn: false }))
  .on(sessionExpired, () => ({ username: null, loggedIn: false }));

// ── Network ──────────────────────────────────────────────────────────────────────────────
/** The browser reported a change of connectivity (fed by the kernel's network watcher). */
export const onlineStatusChanged = createEvent<boolean>();
export const $online = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine).on(
  onlineStatusChanged,
  (_, online) => online,
);
/** The page was hidden (tab switched, app backgrounded, page closing): pending uploads are sent now. */
export const pageHidden = createEvent();

// ── User data ────────────────────────────────────────────────────────────────────────────
/** The local project list changed (created, updated, deleted or synced). */
export const projectsChanged = createEvent<{ reason: 'saved' | 'deleted' | 'synced' | 'loaded' }>();
/** Why the local custom-fabric list changed ('resized': a fabric's length or width in cm, since 2.5.0). */
export type CustomFabricsChangeReason = 'saved' | 'renamed' | 'resized' | 'deleted' | 'synced' | 'loaded';
/** The local custom-fabric list changed. */
export const customFabricsChanged = createEvent<{ reason: CustomFabricsChangeReason }>();
/** Progress of a running sync: done of total items. */
export const syncProgressed = createEvent<{ done: number; total: number }>();
export const $syncProgress = createStore<{ done: number; total: number } | null>(null).on(
  syncProgressed,
  (_, progress) => progress,
);

/** Whether pending uploads are being sent right now (a sync or an upload flush runs). */
export const uploadingChanged = createEvent<boolean>();
export const $uploading = createStore(false).on(uploadingChanged, (_, uploading) => uploading);

/** The project list of the current account was read (newest first, enriched, with preview URLs). */
export const projectsRead = createEvent<ProjectView[]>();
export const projectsReading = createEvent();
export const $projects = createStore<ProjectView[]>([]).on(projectsRead, (_, list) => list);
export const $projectsState = createStore<LoadState>('not loaded')
  .on(projectsReading, (state) => (state === 'loaded' ? state : 'loading'))
  .on(projectsRead, () => 'loaded');

/** The custom fabrics of the current account were read, in the fabric shape (material 'custom', isCustom). */
export const customFabricsRead = createEvent<Fabric[]>();
export const $customFabrics = createStore<Fabric[]>([]).on(customFabricsRead, (_, list) => list);
export const $customFabricsState = createStore<LoadState>('not loaded').on(customFabricsRead, () => 'loaded');
/**
 * The account's deleted own fabrics, as the designs that use them still name them ('Gelöschter Stoff', no image,
 * `deleted: true`; since 2.8.0). Read together with `customFabricsRead`.
 */
export const deletedCustomFabricsRead = createEvent<Fabric[]>();
export const $deletedCustomFabrics = createStore<Fabric[]>([]).on(deletedCustomFabricsRead, (_, list) => list);

/** The current account's orders were read (none while logged out). */
export const ordersRead = createEvent<Order[]>();
export const ordersReading = createEvent();
export const $orders = createStore<Order[]>([]).on(ordersRead, (_, list) => list);
export const $ordersState = createStore<LoadState>('not loaded')
  .on(ordersReading, () => 'loading')
  .on(ordersRead, () => 'loaded');

// ── Content: fabrics, materials, sewing patterns, inspirations (filled by the content caches) ──
export const contentStores = {
  fabrics: createContentStores<Fabric>(),
  materials: createContentStores<Material>(),
  sewingPatterns: createContentStores<SewingPattern>(),
  inspirations: createContentStores<Inspiration>(),
};
export const $fabrics = contentStores.fabrics.$items;
export const $fabricsState = contentStores.fabrics.$state;
export const $materials = contentStores.materials.$items;
export const $materialsState = contentStores.materials.$state;
export const $sewingPatterns = contentStores.sewingPatterns.$items;
export const $sewingPatternsState = contentStores.sewingPatterns.$state;
/** Legacy pattern-id table from the sewing-pattern content. */
export const $legacyPatterns = contentStores.sewingPatterns.$data.map((data) => data.legacy);
export const $inspirations = contentStores.inspirations.$items;
export const $inspirationsState = contentStores.inspirations.$state;

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
