/**
 * The platform's services as effects, wired to the bus (`bus/catalogue.ts`) with `sample`. Screens
 * call them by their public names (`await createProject(draft)`: an effect called returns a promise)
 * and read the catalogue's stores; nothing here renders.
 *
 * The implementation (`runtime.ts`: axios, localforage, repositories, sync, content caches) is a
 * chunk of its own, loaded with import() when the shell starts the platform or the first time a
 * service runs: this module is part of every page's first JavaScript, the implementation is not.
 */
import { combine, createEffect, createStore, sample } from 'effector';
import {
  $fabricsState,
  $inspirationsState,
  $materialsState,
  $online,
  $projectsState,
  $session,
  $sewingPatternsState,
  contentStores,
  customFabricsChanged,
  customFabricsRead,
  deletedCustomFabricsRead,
  inspirationRemoved,
  inspirationSaved,
  loggedIn,
  loggedOut,
  ordersRead,
  ordersReading,
  pageHidden,
  projectsChanged,
  projectsRead,
  projectsReading,
  savedInspirationsRestored,
  sessionExpired,
  uploadingChanged,
} from '../bus/catalogue';
import { watchNetworkStatus, watchPageVisibility } from '../bus/network';
import type { RegistrationForm } from '../domain/rules/validation';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import type { PurchaseBody } from '@nahtlos/contract';
import type { Fabric, PatternSize, ProjectView } from '../domain/types';
import { logger } from './logging/logger';
import { isNativePlatform, type Platform } from './native/platform';
import { loadWebCamera } from './platform/camera';
import { accountEntitlementRead } from './platform/ownership';
import { whenIdle, yieldToMain } from './scheduling';
import { carriedContent } from './content/carried';
import type { ContentStores } from '../bus/contentStores';
import { deviceStorageUsed } from './storage/deviceStorage';
import type { CustomFabricDraft, FabricSize } from './repositories/customFabrics';
import type { ProjectDraft } from './repositories/projects';
import type { SyncReport } from './sync/engine';

export { $contentSnapshot } from './contentSnapshot';
export { setPreviewRenderer } from './preview';
export type { Platform } from './native/platform';
type Runtime = typeof import('./runtime');

/** The implementation; the module system loads it once. */
const loadRuntime = (): Promise<Runtime> => import(/* webpackChunkName: "platform-services" */ './runtime');

let started: Promise<void> | null = null;
let servicesStarted: Promise<void> | null = null;
/**
 * Starts the platform once: session, saved inspirations, the account's lists, content, persistence.
 * The shell calls it (in the app after `startNativePlatform`); a service used earlier starts it too.
 * `content: 'when-requested'`: the published content loads only once `requestContent()` is called (a first
 * page that shows none of it: its own loading comes first); by default it loads at the start.
 *
 * A first visit on the web (the browser holds nothing of the app's: deviceStorage.ts) starts without the services'
 * code (storage, HTTP client, repositories; ~50 KB on a phone's network before the app could run): the lists the page
 * carried are shown, the account's lists (empty on such a device) are read with the services. These start with the
 * first service call, with content the page did not carry once it is wanted, or with `startServices()` (the shell's,
 * once the page has settled: the carried lists are then kept on the device for offline use).
 */
export function startKernel(options: { platform?: Platform; content?: 'at-start' | 'when-requested' } = {}): Promise<void> {
  if (options.content !== 'when-requested') requestContent();
  started ??= startOnce(options.platform ?? 'web');
  return started;
}

let platformOfStart: Platform | null = null;
const currentPlatform = (): Platform => platformOfStart ?? (isNativePlatform() ? 'native' : 'web');

async function startOnce(platform: Platform): Promise<void> {
  platformOfStart = platform;
  // In the app $online comes from the Network plugin (startNativePlatform): the WebView's
  // navigator.onLine and online/offline events are unreliable there and would override it.
  if (platform === 'web' && typeof window !== 'undefined') watchNetworkStatus(window);
  if (typeof window !== 'undefined') watchPageVisibility(window);
  const firstVisit = platform === 'web' && !(await deviceStorageUsed());
  if (!firstVisit || servicesStarted) return startServices(platform);
  deviceHeldNothing = true;
  // (the account's lists stay unread, as the host rendered them: a page hydrates the same state)
  void contentWanted.then(() => {
    if (!everyListCarried()) void startServices(platform);
  });
}

/** The platform's start: the one under way, or one begun now (by a service or a page before the shell started it). */
const startedKernel = () => started ?? startKernel({ platform: currentPlatform() });

/** Whether this start found the browser holding nothing of the app's (a first visit). */
let deviceHeldNothing = false;

/**
 * A page that shows the account's lists asks for them once it has hydrated what the host rendered ('not loaded'). On a
 * first visit without the services they are empty, known without reading: the browser held nothing, and nothing was
 * written since (every write is a service call, which starts the services). Otherwise the services read them.
 */
export async function accountListsWanted(): Promise<void> {
  await startedKernel();
  if (deviceHeldNothing && !servicesStarted) projectsRead([]);
  else await startServices();
}

/** Whether the page carried every content list (adoptPageState): a first visit's start then needs none of the services for them. */
const everyListCarried = () =>
  (Object.values(contentStores) as unknown as ContentStores<unknown>[]).every((stores) => carriedContent(stores) !== undefined);

/** Starts the platform's services (once): the full start of `startKernel`, now if it was a first visit's start. */
export function startServices(platform: Platform = currentPlatform()): Promise<void> {
  servicesStarted ??= startFx(platform);
  return servicesStarted;
}

let contentRequested: () => void = () => undefined;
const contentWanted = new Promise<void>((resolve) => (contentRequested = resolve));
/** Lets the start load the published content now (once; a start with `content: 'at-start'` does so itself). */
export function requestContent(): void {
  contentRequested();
}

/** The implementation for a service call; starts the platform if nobody has yet. */
function services(): Promise<Runtime> {
  void startedKernel();
  // (startFx itself awaits loadRuntime before any service runs, so the services have started by then)
  void startServices();
  return loadRuntime();
}

/** An effect that runs a service of the implementation (for services the bus reacts to or apps bind to). */
function serviceFx<Done, Params = void>(run: (runtime: Runtime, params: Params) => Promise<Done>) {
  return createEffect(async (params: Params) => run(await services(), params));
}

/**
 * A service nothing on the bus reacts to, as a plain async function: an effect costs ~0.25 ms to create
 * (its pending and in-flight stores, ~1 ms on a phone), and every page's start created some 30 of them.
 */
function serviceCall<Done, Params = void>(run: (runtime: Runtime, params: Params) => Promise<Done>) {
  return async (params: Params): Promise<Done> => run(await services(), params);
}

/**
 * The implementation for the start, its biggest libraries first, each evaluated in a task of its own (device storage,
 * then the HTTP client): evaluated with the implementation they were one task of several hundred ms on a phone
 * (issue 17). The implementation then finds them loaded.
 */
async function loadRuntimeInSteps(): Promise<Runtime> {
  await import(/* webpackChunkName: "platform-storage" */ 'localforage');
  await yieldToMain();
  await import(/* webpackChunkName: "platform-http" */ 'axios');
  await yieldToMain();
  return loadRuntime();
}

// eslint-disable-next-line effector/strict-effect-handlers -- browser-only (the page's one scope; the host's fork() never runs it): a chain of samples is issue 38's kernel split
const startFx = createEffect(async (platform: Platform) => {
  const runtime = await loadRuntimeInSteps();
  runtime.setPlatform(platform);
  // The implementation's chunk has just run in this task (axios, storage, caches): each step of the
  // start from here is a task of its own, so none keeps a phone's main thread busy for long.
  await yieldToMain();
  // public content does not wait for the session: the first screen needs it soonest (if it shows any)
  const content = contentWanted.then(() => loadContentFx());
  whenIdle(() => {
    void runtime.requestPersistentStorage();
    // fetched early so that a camera button's click finds it loaded (file choosers open only on a click)
    if (platform === 'web') void loadWebCamera();
  });
  await yieldToMain();
  const session = await runtime.device.session.restore();
  // the account's camera feature: as last seen on this device at once, then the server's answer
  if (session.loggedIn) void storedEntitlementFx().then(() => bindDevicePurchaseFx());
  savedInspirationsRestored(await runtime.device.savedInspirations.list());
  await content;
  await yieldToMain();
  await reloadProjectsFx();
});
/** The start's upload of work left from the last session waits until the first screen is done. */
const startedAndIdleFx = createEffect(() => new Promise<void>((resolve) => whenIdle(resolve)));

// ── Lists and content ──
/** Loads fabrics, materials, sewing patterns and inspirations (cached/remote per platform). */
export const loadContentFx = serviceFx((runtime) => runtime.loadContent());
const loadPatternSizesCall = serviceCall((runtime, patternId: string) => runtime.patternSizes.load(patternId));

/** The live own fabrics, and the deleted ones the designs that use them still name ('Gelöschter Stoff'). */
export const reloadCustomFabricsFx = createEffect(async (): Promise<{ live: Fabric[]; deleted: Fabric[] }> => {
  try {
    const { customFabrics } = (await services()).device;
    const [live, deleted] = await Promise.all([customFabrics.listAsFabrics(), customFabrics.deletedAsFabrics()]);
    return { live, deleted };
  } catch (error) {
    logger.error('Custom fabrics could not be read.', error);
    return { live: [], deleted: [] };
  }
});

/**
 * Projects are enriched with custom fabrics: those are read first, every time (a sync may just have
 * stored fabrics the projects use; enriching before would warn 'No fabric found' for fabrics that exist).
 */
// eslint-disable-next-line effector/strict-effect-handlers -- browser-only (the page's one scope; the host's fork() never runs it): a chain of samples is issue 38's kernel split
export const reloadProjectsFx = createEffect(async (): Promise<ProjectView[]> => {
  await reloadCustomFabricsFx();
  try {
    return await (await services()).device.projects.list();
  } catch (error) {
    logger.error('Projects could not be read.', error);
    return [];
  }
});

/** Both per-account lists (reloadProjectsFx reads the custom fabrics first). */
const reloadAccountListsFx = reloadProjectsFx;

// ── Session ──
/** Login (SPEC section 4); work made while logged out moves into the account and syncs with it. */
export const loginFx = serviceFx((runtime, { email, password }: { email: string; password: string }) =>
  runtime.device.login(email, password),
);
export const logoutFx = serviceFx((runtime) => runtime.device.session.logout());
export const registerFx = serviceFx((runtime, form: RegistrationForm) => runtime.device.session.register(form));
const resendActivationMailCall = serviceCall((runtime, email: string) => runtime.device.session.resendActivation(email));
const requestPasswordResetCall = serviceCall((runtime, email: string) => runtime.device.session.requestPasswordReset(email));
const hasAppConnectionCall = serviceCall((runtime) => runtime.device.session.hasAppConnection());
const notConnectedWarningAcknowledgedCall = serviceCall((runtime) => runtime.device.session.notConnectedWarningAcknowledged());
const acknowledgeNotConnectedWarningCall = serviceCall((runtime) => runtime.device.session.acknowledgeNotConnectedWarning());

// ── Projects ──
const createProjectCall = serviceCall((runtime, draft: ProjectDraft) => runtime.device.projects.create(draft));
const updateProjectCall = serviceCall((runtime, { id, draft }: { id: string; draft: ProjectDraft }) =>
  runtime.device.projects.update(id, draft),
);
const deleteProjectCall = serviceCall((runtime, id: string) => runtime.device.projects.remove(id));
const getProjectCall = serviceCall((runtime, id: string) => runtime.device.projects.get(id));
const getProjectSvgCall = serviceCall((runtime, id: string) => runtime.device.projects.svg(id));
const getProjectPngCall = serviceCall((runtime, id: string) => runtime.device.projects.png(id));
const countDesignsUsingFabricCall = serviceCall((runtime, fabricId: string) => runtime.device.projects.countUsingFabric(fabricId));

// ── Custom fabrics ──
const createCustomFabricCall = serviceCall((runtime, draft: CustomFabricDraft) => runtime.device.customFabrics.create(draft));
const renameCustomFabricCall = serviceCall((runtime, { id, name }: { id: string; name: string }) =>
  runtime.device.customFabrics.rename(id, name),
);
const setCustomFabricSizeCall = serviceCall((runtime, { id, size }: { id: string; size: FabricSize }) =>
  runtime.device.customFabrics.setFabricSize(id, size),
);
const deleteCustomFabricCall = serviceCall((runtime, id: string) => runtime.device.customFabrics.remove(id));
const getCustomFabricImageCall = serviceCall((runtime, id: string) => runtime.device.customFabrics.image(id));

// ── Saved inspirations (feed $savedInspirations) ──
export const saveInspirationFx = serviceFx((runtime, id: string) => runtime.device.savedInspirations.save(id));
export const removeInspirationFx = serviceFx((runtime, id: string) => runtime.device.savedInspirations.remove(id));

// ── Orders ──
export const loadOrdersFx = createEffect(async (options: { refresh?: boolean }) => {
  const { device } = await services();
  return device.session.current().loggedIn ? device.orders.load(options) : [];
});

// ── The camera feature: the account's entitlement (issue 20) ──
const storedEntitlementFx = serviceFx((runtime) => runtime.device.entitlements.stored());
/** Asks the server for the account's entitlements: true/false, or null when it cannot be asked now. */
export const refreshEntitlementsFx = serviceFx((runtime) => runtime.device.entitlements.refresh());
const bindDevicePurchaseFx = serviceFx((runtime) => runtime.device.entitlements.bindDevicePurchase());
export const checkoutStartFx = serviceFx((runtime) => runtime.device.entitlements.checkout());
export const validateStoreTransactionFx = serviceFx((runtime, body: PurchaseBody) => runtime.device.entitlements.validateStoreTransaction(body));

// ── Files ──
/** A URL to show a file from: the original on web, a local copy in the app (SPEC section 7). */
const resolveFileCall = serviceCall((runtime, url: string) => runtime.fileCache.resolve(url));

// ── Sync ──
/** Syncs projects and custom fabrics now (profile button, after login). Errors are logged, never thrown. */
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

// ── Wiring ──
sample({ clock: reloadProjectsFx, target: projectsReading });
sample({ clock: reloadProjectsFx.doneData, target: projectsRead });
// the deleted ones first: a screen that waits for customFabricsRead finds them there already
sample({ clock: reloadCustomFabricsFx.doneData, fn: ({ deleted }) => deleted, target: deletedCustomFabricsRead });
sample({ clock: reloadCustomFabricsFx.doneData, fn: ({ live }) => live, target: customFabricsRead });
sample({ clock: loadOrdersFx, target: ordersReading });
sample({ clock: loadOrdersFx.doneData, target: ordersRead });
sample({ clock: saveInspirationFx.done, fn: ({ params }) => String(params), target: inspirationSaved });
sample({ clock: removeInspirationFx.done, fn: ({ params }) => String(params), target: inspirationRemoved });

// Enrichment depends on content: loaded project views are read again once it is there.
sample({ clock: loadContentFx.done, source: $projectsState, filter: (state) => state === 'loaded', target: reloadProjectsFx });
// Reactions to the bus run once the platform has started (its start reads every list anyway): a bus event
// alone (a screen's or a test's) never starts the services and their network work.
const $started = createStore(false).on(startFx, () => true);
sample({ clock: projectsChanged, filter: $started, target: reloadProjectsFx });
sample({ clock: customFabricsChanged, filter: $started, target: reloadAccountListsFx });
// The account changed: every per-account list is read again.
sample({ clock: [loggedIn, loggedOut, sessionExpired], filter: $started, target: reloadAccountListsFx });
sample({ clock: [loggedIn, loggedOut, sessionExpired], fn: () => [], target: ordersRead });
/** Uploads run only on a started platform, logged in and online. */
const $canUpload = combine($started, $session, $online, (started, session, online) => started && session.loggedIn && online);
// Spec: after a save or delete a logged-in user's change is uploaded right away.
sample({
  clock: [projectsChanged, customFabricsChanged],
  source: $canUpload,
  filter: (canUpload, { reason }) => canUpload && reason !== 'synced' && reason !== 'loaded',
  target: flushPendingUploadsFx,
});

// Uploads flush by themselves (issue 16): when the connection comes back, at start, when the page is
// hidden (what cannot finish then is sent at the next start), each time only when logged in and online.
sample({ clock: $online, source: $canUpload, filter: (canUpload, online) => online && canUpload, target: flushPendingUploadsFx });
sample({ clock: startFx.done, target: startedAndIdleFx });
sample({ clock: [startedAndIdleFx.done, pageHidden], source: $canUpload, filter: Boolean, target: flushPendingUploadsFx });
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

// Content that could not be loaded (a failed request, nothing stored) is loaded again when the connection comes back.
const $someContentFailed = combine([$fabricsState, $materialsState, $sewingPatternsState, $inspirationsState], (states) => states.includes('failed'));
sample({
  clock: $online,
  source: { started: $started, failed: $someContentFailed, loading: loadContentFx.pending },
  filter: ({ started, failed, loading }, online) => online && started && failed && !loading,
  target: loadContentFx,
});
// A load running when the connection came back may still fail from the time it was offline: its end tries again (once
// per return of the connection, so a server that is down is not asked in a loop).
const $backOnlineWhileLoading = createStore(false)
  .on(sample({ clock: $online, source: loadContentFx.pending, filter: (loading, online) => online && loading }), () => true)
  .reset(loadContentFx);
sample({
  clock: loadContentFx.finally,
  source: { back: $backOnlineWhileLoading, failed: $someContentFailed, online: $online },
  filter: ({ back, failed, online }) => back && failed && online,
  target: loadContentFx,
});

// The camera feature follows the account: read at start (above), at login (after a purchase made on this
// device while logged out is bound to it), after every sync and when the connection comes back.
sample({
  clock: [storedEntitlementFx.doneData, refreshEntitlementsFx.doneData, bindDevicePurchaseFx.doneData],
  filter: (owned): owned is boolean => owned !== null,
  target: accountEntitlementRead,
});
sample({
  clock: validateStoreTransactionFx.done,
  source: $session,
  filter: (session) => session.loggedIn,
  fn: (_, { result }) => result.entitlements.some((entitlement) => entitlement.product_id === CAMERA_FEATURE_PRODUCT.id),
  target: accountEntitlementRead,
});
sample({ clock: loggedIn, filter: $started, target: bindDevicePurchaseFx });
sample({ clock: [bindDevicePurchaseFx.finally, syncNowFx.finally], target: refreshEntitlementsFx });
// an upload the server refused because the feature is no longer the account's (refunded): ask again now,
// so the photo feature's teaser shows instead of a button that cannot work
sample({
  clock: flushPendingUploadsFx.doneData,
  filter: (report) => report.refusal?.code === 'feature_not_owned',
  target: refreshEntitlementsFx,
});
sample({ clock: $online, source: $canUpload, filter: (canAsk, online) => online && canAsk, target: refreshEntitlementsFx });

// Cards say 'Wird hochgeladen…' while a sync or a flush runs.
sample({ clock: combine(syncNowFx.pending, flushPendingUploadsFx.pending, (syncing, flushing) => syncing || flushing), target: uploadingChanged });

// ── The public names apps call: `await createProject(draft)` runs the effect ──
/** Loads every content collection again (a screen's 'Erneut versuchen'); resolves when each has shown data or failed. */
export const loadContent = () => loadContentFx();
/**
 * One sewing pattern's sizes and cut pieces (the list leaves them out), kept on the device so a pattern opened
 * before works offline; `[]` for a pattern without sizes; rejects when they can be neither loaded nor found stored.
 */
export const loadPatternSizes = (patternId: string): Promise<PatternSize[]> => loadPatternSizesCall(patternId);
export const reloadProjects = () => reloadProjectsFx();
export const reloadCustomFabrics = () => reloadCustomFabricsFx().then(({ live }) => live);
export const resendActivationMail = (email: string) => resendActivationMailCall(email);
export const requestPasswordReset = (email: string) => requestPasswordResetCall(email);
export const hasAppConnection = () => hasAppConnectionCall();
export const notConnectedWarningAcknowledged = () => notConnectedWarningAcknowledgedCall();
export const acknowledgeNotConnectedWarning = () => acknowledgeNotConnectedWarningCall();
export const createProject = (draft: ProjectDraft) => createProjectCall(draft);
export const updateProject = (id: string, draft: ProjectDraft) => updateProjectCall({ id, draft });
export const deleteProject = (id: string) => deleteProjectCall(id);
export const getProject = (id: string) => getProjectCall(id);
/** The project's stored drawing (SVG text, from the device: offline too; exported since 2.9.0). */
export const getProjectSvg = (id: string) => getProjectSvgCall(id);
export const getProjectPng = (id: string) => getProjectPngCall(id);
/** How many saved designs use a fabric (asked before an own fabric is deleted; since 2.8.0). */
export const countDesignsUsingFabric = (fabricId: string) => countDesignsUsingFabricCall(fabricId);
export const createCustomFabric = (draft: CustomFabricDraft) => createCustomFabricCall(draft);
export const renameCustomFabric = (id: string, name: string) => renameCustomFabricCall({ id, name });
/** The owned piece's length and width in whole cm ('Reicht mein Stoff?'); null clears. Stored on the device, synced like a rename. */
export const setCustomFabricSize = (id: string, size: FabricSize) => setCustomFabricSizeCall({ id, size });
/**
 * Resolves once the lists no longer show the fabric: its image is gone with it (the object URL revoked), so a page
 * opened next must not render it from a list read before.
 */
// eslint-disable-next-line effector/strict-effect-handlers -- browser-only (the page's one scope; the host's fork() never runs it): a chain of samples is issue 38's kernel split
export const deleteCustomFabric = async (id: string): Promise<void> => {
  await deleteCustomFabricCall(id);
  await reloadCustomFabricsFx();
};
export const getCustomFabricImage = (id: string) => getCustomFabricImageCall(id);
export const saveInspiration = (id: string) => saveInspirationFx(id);
export const removeInspiration = (id: string) => removeInspirationFx(id);
export const syncNow = () => syncNowFx();
export const flushPendingUploads = () => flushPendingUploadsFx();
/** The file cache (configurator drawings): on the web the URL itself, without loading the services for it. */
export const fileCache = { resolve: (url: string) => (currentPlatform() === 'web' ? Promise.resolve(url) : resolveFileCall(url)) };
export { orderDownloadUrl } from './api/downloads';
