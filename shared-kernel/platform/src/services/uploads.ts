/** Sync and uploads: 'Jetzt synchronisieren', and a logged-in user's changes uploaded by themselves (issue 16). */
import { combine, createEffect, createStore, sample } from 'effector';
import { $online, $session, customFabricsChanged, pageHidden, projectsChanged, stashChanged, uploadingChanged } from '../bus/catalogue';
import { $started, serviceFx, startedAndIdle } from './kernel';
import type { SyncReport } from './sync/engine';

// ── Sync ──
/** Syncs projects, custom fabrics and the stash now (profile button, after login). Errors are logged, never thrown. */
export const syncNowFx = serviceFx((runtime) => runtime.device.sync.sync());
/** Uploads pending local changes (the app going to the background, a logged-in user's save). */
export const flushPendingUploadsFx = serviceFx((runtime) => runtime.device.sync.flushPendingUploads());

/** Waits before the next upload attempt; nobody awaits it, so the UI never waits for a retry. */
const retryDelayFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
/** Failed upload attempts in a row (reset by a flush that sent everything). */
const $failedFlushes = createStore(0);
/** Retry delays: 2 s, 4 s, … up to a minute; after that the next trigger (online, hidden, start, save) tries again. */
export const FLUSH_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000];
/** Items failed or the server was unreachable; offline, logged out or unauthorized wait for their own trigger. */
const worthRetrying = (report: SyncReport) => !report.ok && (report.aborted === undefined || report.aborted === 'network');

/** Uploads run only on a started platform, logged in and online. */
export const $canUpload = combine($started, $session, $online, (started, session, online) => started && session.loggedIn && online);
// Spec: after a save or delete a logged-in user's change is uploaded right away.
sample({
  clock: [projectsChanged, customFabricsChanged, stashChanged],
  source: $canUpload,
  filter: (canUpload, { reason }) => canUpload && reason !== 'synced' && reason !== 'loaded',
  target: flushPendingUploadsFx,
});

// Uploads flush by themselves (issue 16): when the connection comes back, at start, when the page is
// hidden (what cannot finish then is sent at the next start), each time only when logged in and online.
sample({ clock: $online, source: $canUpload, filter: (canUpload, online) => online && canUpload, target: flushPendingUploadsFx });
sample({ clock: [startedAndIdle, pageHidden], source: $canUpload, filter: Boolean, target: flushPendingUploadsFx });
// A flush that could not send everything is tried again later, with growing pauses, one retry at a time.
// Offline, logged out or unauthorized: the next online, login or start flushes instead.
$failedFlushes
  .on(flushPendingUploadsFx.doneData, (count, report) => (report.ok ? 0 : count + 1))
  .on(flushPendingUploadsFx.fail, (count) => count + 1);
sample({
  clock: [flushPendingUploadsFx.doneData, flushPendingUploadsFx.failData],
  source: { failed: $failedFlushes, waiting: retryDelayFx.pending, canUpload: $canUpload },
  filter: ({ failed, waiting, canUpload }, result) =>
    canUpload && !waiting && failed > 0 && failed <= FLUSH_RETRY_DELAYS_MS.length && (result instanceof Error || worthRetrying(result)),
  fn: ({ failed }) => FLUSH_RETRY_DELAYS_MS[failed - 1],
  target: retryDelayFx,
});
sample({ clock: retryDelayFx.done, source: $canUpload, filter: Boolean, target: flushPendingUploadsFx });

// Cards say 'Wird hochgeladen…' while a sync or a flush runs.
sample({ clock: combine(syncNowFx.pending, flushPendingUploadsFx.pending, (syncing, flushing) => syncing || flushing), target: uploadingChanged });

export const syncNow = () => syncNowFx();
export const flushPendingUploads = () => flushPendingUploadsFx();
