/**
 * What every kernel service of one device needs. The app has one (wired to the bus in
 * `kernel.ts`); the sync simulation builds several, one per simulated device.
 */
import { ulid } from 'ulid';
import type { Api } from './api/endpoints';
import type { CustomFabricsChangeReason, StashChangeReason } from '../bus/catalogue';
import type { ContentSnapshot } from '../domain/enrich';
import type { PreviewRenderer } from './preview';
import type { SafeStorage } from './storage/safeStorage';

export { svgAsPreview, type PreviewRenderer } from './preview';

export interface KernelNotifications {
  projectsChanged(reason: 'saved' | 'deleted' | 'synced' | 'loaded'): void;
  customFabricsChanged(reason: CustomFabricsChangeReason): void;
  stashChanged(reason: StashChangeReason): void;
  syncProgressed(progress: { done: number; total: number }): void;
  loggedIn(username: string): void;
  loggedOut(): void;
  sessionExpired(): void;
  sessionRestored(session: { username: string | null; loggedIn: boolean }): void;
}

export const silentNotifications: KernelNotifications = {
  projectsChanged: () => undefined,
  customFabricsChanged: () => undefined,
  stashChanged: () => undefined,
  syncProgressed: () => undefined,
  loggedIn: () => undefined,
  loggedOut: () => undefined,
  sessionExpired: () => undefined,
  sessionRestored: () => undefined,
};


export interface KernelContext {
  storage: SafeStorage;
  api: Api;
  notify: KernelNotifications;
  now: () => number;
  isOnline: () => boolean;
  /** Content currently loaded (fabrics, materials, patterns, legacy table) for enrichment. */
  content: () => ContentSnapshot;
  renderPreview: PreviewRenderer;
  /** Id generator for new records; ULIDs (sortable, unique, made on the device) unless a test replaces it. */
  newId?: () => string;
}

/** A new client-generated id: retries of its upload are idempotent because the id never changes. */
export function newId(ctx: Pick<KernelContext, 'newId' | 'now'>): string {
  return ctx.newId ? ctx.newId() : ulid(ctx.now());
}
