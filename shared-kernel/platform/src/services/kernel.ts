/**
 * The platform's start and the account's lists (issue 38: the kernel in parts). The start sequence (`startKernel`,
 * `startServices`), the way every service reaches the implementation (`serviceFx`, `serviceCall`), content, the
 * custom fabrics, projects and the stash as the bus shows them, and the bus reactions that read them again. The other
 * services live beside it: accountServices.ts (session, orders, saved inspirations), designServices.ts (projects', own
 * fabrics' and the stash's calls, files), uploads.ts (sync and uploads), entitlementServices.ts (the camera feature),
 * contentRetry.ts.
 *
 * The implementation (`runtime.ts`: axios, localforage, repositories, sync, content caches) is a
 * chunk of its own, loaded with import() when the shell starts the platform or the first time a
 * service runs: this module is part of every page's first JavaScript, the implementation is not.
 */
import { createEffect, createStore, sample } from 'effector';
import {
  $projectsState,
  contentStores,
  customFabricsChanged,
  customFabricsRead,
  deletedCustomFabricsRead,
  loggedIn,
  loggedOut,
  projectsChanged,
  projectsRead,
  projectsReading,
  savedInspirationsRestored,
  sessionExpired,
  stashChanged,
  stashRead,
} from '../bus/catalogue';
import { watchNetworkStatus, watchPageVisibility } from '../bus/network';
import type { Fabric, PatternSize, ProjectView, StashEntry } from '../domain/types';
import { logger } from './logging/logger';
import { isNativePlatform, type Platform } from './native/platform';
import { loadWebCamera } from './platform/camera';
import { whenIdle, yieldToMain } from './scheduling';
import { carriedContent } from './content/carried';
import type { ContentStores } from '../bus/contentStores';
import { deviceStorageUsed } from './storage/deviceStorage';

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
export const currentPlatform = (): Platform => platformOfStart ?? (isNativePlatform() ? 'native' : 'web');

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
  if (deviceHeldNothing && !servicesStarted) {
    projectsRead([]);
    stashRead([]);
  } else await startServices();
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
export function services(): Promise<Runtime> {
  void startedKernel();
  // (startFx itself awaits loadRuntime before any service runs, so the services have started by then)
  void startServices();
  return loadRuntime();
}

/** An effect that runs a service of the implementation (for services the bus reacts to or apps bind to). */
export function serviceFx<Done, Params = void>(run: (runtime: Runtime, params: Params) => Promise<Done>) {
  return createEffect(async (params: Params) => run(await services(), params));
}

/**
 * A service nothing on the bus reacts to, as a plain async function: an effect costs ~0.25 ms to create
 * (its pending and in-flight stores, ~1 ms on a phone), and every page's start created some 30 of them.
 */
export function serviceCall<Done, Args extends unknown[] = []>(run: (runtime: Runtime, ...args: Args) => Promise<Done>) {
  return async (...args: Args): Promise<Done> => run(await services(), ...args);
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

/** The stash's live entries, newest first (read after the start, not in its way: few pages show it). */
export const reloadStashFx = createEffect(async (): Promise<StashEntry[]> => {
  try {
    return await (await services()).device.stash.list();
  } catch (error) {
    logger.error('The stash could not be read.', error);
    return [];
  }
});

/** Both per-account lists (reloadProjectsFx reads the custom fabrics first). */
const reloadAccountListsFx = reloadProjectsFx;

// ── The camera feature as last seen on this device, and a purchase made here bound to the account (the start reads both) ──
export const storedEntitlementFx = serviceFx((runtime) => runtime.device.entitlements.stored());
export const bindDevicePurchaseFx = serviceFx((runtime) => runtime.device.entitlements.bindDevicePurchase());

// Reactions to the bus run once the platform has started (its start reads every list anyway): a bus event
// alone (a screen's or a test's) never starts the services and their network work.
export const $started = createStore(false).on(startFx, () => true);
sample({ clock: startFx.done, target: startedAndIdleFx });
sample({ clock: startFx.done, target: reloadStashFx });
/** The start is done and the first screen with it: work left from the last session may go now. */
export const startedAndIdle = startedAndIdleFx.done;

// ── Reading the lists again ──
sample({ clock: reloadProjectsFx, target: projectsReading });
sample({ clock: reloadProjectsFx.doneData, target: projectsRead });
// the deleted ones first: a screen that waits for customFabricsRead finds them there already
sample({ clock: reloadCustomFabricsFx.doneData, fn: ({ deleted }) => deleted, target: deletedCustomFabricsRead });
sample({ clock: reloadCustomFabricsFx.doneData, fn: ({ live }) => live, target: customFabricsRead });
// Enrichment depends on content: loaded project views are read again once it is there.
sample({ clock: loadContentFx.done, source: $projectsState, filter: (state) => state === 'loaded', target: reloadProjectsFx });
sample({ clock: projectsChanged, filter: $started, target: reloadProjectsFx });
sample({ clock: customFabricsChanged, filter: $started, target: reloadAccountListsFx });
sample({ clock: reloadStashFx.doneData, target: stashRead });
sample({ clock: stashChanged, filter: $started, target: reloadStashFx });
// The account changed: every per-account list is read again.
sample({ clock: [loggedIn, loggedOut, sessionExpired], filter: $started, target: reloadAccountListsFx });
sample({ clock: [loggedIn, loggedOut, sessionExpired], filter: $started, target: reloadStashFx });

/** Loads every content collection again (a screen's 'Erneut versuchen'); resolves when each has shown data or failed. */
export const loadContent = () => loadContentFx();
/**
 * One sewing pattern's sizes and cut pieces (the list leaves them out), kept on the device so a pattern opened
 * before works offline; `[]` for a pattern without sizes; rejects when they can be neither loaded nor found stored.
 */
export const loadPatternSizes = serviceCall((runtime, patternId: string): Promise<PatternSize[]> => runtime.patternSizes.load(patternId));
