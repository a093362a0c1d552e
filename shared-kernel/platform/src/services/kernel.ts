/**
 * The app's kernel services: one device, wired to the bus. Screens use the named functions and
 * stores exported from '@nahtlos/shared-kernel'; nothing here renders.
 */
import { createEvent, createStore } from 'effector';
import {
  $online,
  $session,
  customFabricsChanged,
  inspirationRemoved,
  inspirationSaved,
  loggedIn,
  loggedOut,
  projectsChanged,
  savedInspirationsRestored,
  sessionExpired,
  sessionRestored,
  syncProgressed,
  syncRequested,
} from '../bus/catalogue';
import { watchNetworkStatus } from '../bus/network';
import type { ContentSnapshot } from '../domain/enrich';
import type { Fabric, Inspiration, LoadState, Material, Order, ProjectView, SewingPattern } from '../domain/types';
import { createApi } from './api/endpoints';
import { createHttpClient } from './api/http';
import { createContentCache } from './content/contentCache';
import { createFileCache } from './content/fileCache';
import { svgAsPreview, type KernelContext, type PreviewRenderer } from './context';
import { createDeviceServices } from './device';
import { logger } from './logging/logger';
import type { CustomFabricDraft } from './repositories/customFabrics';
import type { ProjectDraft } from './repositories/projects';
import { createLocalforageStore, requestPersistentStorage } from './storage/localforageStore';
import { SafeStorage } from './storage/safeStorage';

export type Platform = 'web' | 'native';
let platform: Platform = 'web';
let previewRenderer: PreviewRenderer = svgAsPreview;

const storage = new SafeStorage(createLocalforageStore());
const http = createHttpClient({
  getToken: () => device.session.token(),
  onUnauthorized: () => void device.session.expire(),
});
/** Every call of SPEC section 7 as a typed function (same-origin, bearer token, XSRF, 401 handling). */
export const api = createApi(http);

const isOnline = () => $online.getState();
const contentOptions = { storage, platform: () => platform, isOnline };
export const fabricsContent = createContentCache<Fabric>({ name: 'fabrics', fetch: api.getFabrics, ...contentOptions });
export const materialsContent = createContentCache<Material>({ name: 'materials', fetch: api.getMaterials, ...contentOptions });
export const sewingPatternsContent = createContentCache<SewingPattern>({ name: 'sewing-patterns', fetch: api.getSewingPatterns, ...contentOptions });
export const inspirationsContent = createContentCache<Inspiration>({ name: 'inspirations', fetch: api.getInspirations, ...contentOptions });
export const fileCache = createFileCache({ http, storage, platform: () => platform });

// ── Stores the screens read with useUnit ──
export const $fabrics = fabricsContent.$items;
export const $fabricsState = fabricsContent.$state;
export const $materials = materialsContent.$items;
export const $materialsState = materialsContent.$state;
export const $sewingPatterns = sewingPatternsContent.$items;
export const $sewingPatternsState = sewingPatternsContent.$state;
/** Legacy pattern-id table from the sewing-pattern content. */
export const $legacyPatterns = sewingPatternsContent.$data.map((data) => data.legacy);
export const $inspirations = inspirationsContent.$items;
export const $inspirationsState = inspirationsContent.$state;

const projectsLoaded = createEvent<ProjectView[]>();
const projectsLoading = createEvent();
/** Live projects of the current account, newest first, enriched, with preview URLs. */
export const $projects = createStore<ProjectView[]>([]).on(projectsLoaded, (_, list) => list);
export const $projectsState = createStore<LoadState>('not loaded')
  .on(projectsLoading, (state) => (state === 'loaded' ? state : 'loading'))
  .on(projectsLoaded, () => 'loaded');

const customFabricsLoaded = createEvent<Fabric[]>();
/** Live custom fabrics of the current account in the fabric shape (material 'custom', isCustom). */
export const $customFabrics = createStore<Fabric[]>([]).on(customFabricsLoaded, (_, list) => list);
export const $customFabricsState = createStore<LoadState>('not loaded').on(customFabricsLoaded, () => 'loaded');

const ordersLoaded = createEvent<Order[]>();
const ordersLoading = createEvent();
export const $orders = createStore<Order[]>([]).on(ordersLoaded, (_, list) => list);
export const $ordersState = createStore<LoadState>('not loaded')
  .on(ordersLoading, () => 'loading')
  .on(ordersLoaded, () => 'loaded');

const contentSnapshot = (): ContentSnapshot => ({
  fabrics: $fabrics.getState(),
  materials: $materials.getState(),
  sewingPatterns: $sewingPatterns.getState(),
  legacy: $legacyPatterns.getState(),
  customFabrics: $customFabrics.getState(),
});

const ctx: KernelContext = {
  storage,
  api,
  now: Date.now,
  isOnline,
  content: contentSnapshot,
  renderPreview: (svg) => previewRenderer(svg),
  notify: {
    projectsChanged: (reason) => projectsChanged({ reason }),
    customFabricsChanged: (reason) => customFabricsChanged({ reason }),
    syncProgressed,
    loggedIn: (username) => loggedIn({ username }),
    loggedOut: () => loggedOut(),
    sessionExpired: () => sessionExpired(),
    sessionRestored,
  },
};

/** This device's services (session, repositories, sync); the named functions below use it. */
export const kernelServices = createDeviceServices(ctx);
const device = kernelServices;

/** The configurator plugs in its canvas PNG renderer; until then the SVG doubles as preview. */
export function setPreviewRenderer(renderer: PreviewRenderer): void {
  previewRenderer = renderer;
}

// ── Start ──
let started: Promise<void> | null = null;
/** Called once by the shell: session, saved inspirations, lists, content, persistence. */
export function startKernel(options: { platform?: Platform } = {}): Promise<void> {
  platform = options.platform ?? 'web';
  started ??= (async () => {
    // In the app $online comes from the Network plugin (startNativePlatform): the WebView's
    // navigator.onLine and online/offline events are unreliable there and would override it.
    if (platform === 'web' && typeof window !== 'undefined') watchNetworkStatus(window);
    void requestPersistentStorage();
    // public content does not wait for the session: the first screen needs it soonest
    const content = loadContent();
    await device.session.restore();
    savedInspirationsRestored(await device.savedInspirations.list());
    await Promise.all([reloadCustomFabrics(), content]);
    await reloadProjects();
  })();
  return started;
}

/** Loads fabrics, materials, sewing patterns and inspirations (cached/remote per platform). */
export async function loadContent(): Promise<void> {
  await Promise.all([fabricsContent.load(), materialsContent.load(), sewingPatternsContent.load(), inspirationsContent.load()]);
  // Enrichment depends on content: refresh the project views once it is there.
  if ($projectsState.getState() === 'loaded') await reloadProjects();
}

export async function reloadProjects(): Promise<void> {
  projectsLoading();
  try {
    projectsLoaded(await device.projects.list());
  } catch (error) {
    logger.error('Projects could not be read.', error);
    projectsLoaded([]);
  }
}

export async function reloadCustomFabrics(): Promise<void> {
  try {
    customFabricsLoaded(await device.customFabrics.listAsFabrics());
  } catch (error) {
    logger.error('Custom fabrics could not be read.', error);
    customFabricsLoaded([]);
  }
}

// ── Session ──
/** Login (SPEC section 4); work made while logged out moves into the account and syncs with it. */
export const loginUser = (email: string, password: string) => device.login(email, password);
export const logoutUser = () => device.session.logout();
export const registerUser = device.session.register;
export const resendActivationMail = device.session.resendActivation;
export const requestPasswordReset = device.session.requestPasswordReset;
export const hasAppConnection = device.session.hasAppConnection;
export const notConnectedWarningAcknowledged = device.session.notConnectedWarningAcknowledged;
export const acknowledgeNotConnectedWarning = device.session.acknowledgeNotConnectedWarning;

// ── Projects ──
export const createProject = (draft: ProjectDraft) => device.projects.create(draft);
export const updateProject = (id: string, draft: ProjectDraft) => device.projects.update(id, draft);
export const deleteProject = (id: string) => device.projects.remove(id);
export const getProject = (id: string) => device.projects.get(id);
export const getProjectSvg = (id: string) => device.projects.svg(id);
export const getProjectPng = (id: string) => device.projects.png(id);

// ── Custom fabrics ──
export const createCustomFabric = (draft: CustomFabricDraft) => device.customFabrics.create(draft);
export const renameCustomFabric = (id: string, name: string) => device.customFabrics.rename(id, name);
export const deleteCustomFabric = (id: string) => device.customFabrics.remove(id);
export const getCustomFabricImage = (id: string) => device.customFabrics.image(id);

// ── Saved inspirations (feed $savedInspirations) ──
export async function saveInspiration(id: string): Promise<void> {
  await device.savedInspirations.save(id);
  inspirationSaved(String(id));
}
export async function removeInspiration(id: string): Promise<void> {
  await device.savedInspirations.remove(id);
  inspirationRemoved(String(id));
}

// ── Orders ──
export async function loadOrders(options: { refresh?: boolean } = {}): Promise<Order[]> {
  ordersLoading();
  const orders = device.session.current().loggedIn ? await device.orders.load(options) : [];
  ordersLoaded(orders);
  return orders;
}
export const orderDownloadUrl = (pdf: string) => api.downloadUrl(pdf);

// ── Sync ──
/** Syncs projects and custom fabrics now (profile button, after login). Errors are logged, never thrown. */
export const syncNow = () => device.sync.sync();
/** The shell calls this when the app goes to the background: uploads pending local changes. */
export const flushPendingUploads = () => device.sync.flushPendingUploads();

// ── Wiring ──
projectsChanged.watch(() => void reloadProjects());
customFabricsChanged.watch(() => {
  void reloadCustomFabrics().then(() => reloadProjects());
});
// The account changed: every per-account list is read again.
for (const unit of [loggedIn, loggedOut, sessionExpired]) {
  unit.watch(() => {
    void reloadCustomFabrics().then(() => reloadProjects());
    ordersLoaded([]);
  });
}
syncRequested.watch(() => void syncNow());
// Spec: after a save or delete a logged-in user's change is uploaded right away.
for (const unit of [projectsChanged, customFabricsChanged]) {
  unit.watch(({ reason }) => {
    if (reason !== 'synced' && reason !== 'loaded' && $session.getState().loggedIn && isOnline()) void flushPendingUploads();
  });
}
