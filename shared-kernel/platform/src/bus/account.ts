/**
 * The bus, part 1: the session, the network and the account's lists (catalogue.ts has the whole bus). A module of its
 * own so the page can evaluate the bus in short tasks (issue 41).
 */
import { createEvent, createStore } from 'effector';
import type { Fabric, LoadState, Order, ProjectView, StashEntry } from '../domain/types';

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

/** Why the local stash changed (issue 40, since 3.2.0). */
export type StashChangeReason = 'saved' | 'deleted' | 'synced' | 'loaded';
/** The local stash changed (an entry saved or removed on this device, a sync, a login's adoption). */
export const stashChanged = createEvent<{ reason: StashChangeReason }>();
/** The stash of the current account was read: its live entries, newest first. */
export const stashRead = createEvent<StashEntry[]>();
/** 'Mein Stoffvorrat': the live entries of the current account, newest first (since 3.2.0). */
export const $stash = createStore<StashEntry[]>([]).on(stashRead, (_, list) => list);
export const $stashState = createStore<LoadState>('not loaded').on(stashRead, () => 'loaded');

/** The current account's orders were read (none while logged out). */
export const ordersRead = createEvent<Order[]>();
export const ordersReading = createEvent();
export const $orders = createStore<Order[]>([]).on(ordersRead, (_, list) => list);
export const $ordersState = createStore<LoadState>('not loaded')
  .on(ordersReading, () => 'loading')
  .on(ordersRead, () => 'loaded');
