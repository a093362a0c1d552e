/** A design's services: the account's projects, own fabrics and stash on the device, and the files drawings are made of. */
import { currentPlatform, reloadCustomFabricsFx, serviceCall } from './kernel';
import type { StashEntryDraft } from '../domain/rules/stash';
import type { CustomFabricDraft, FabricSize } from './repositories/customFabrics';
import type { ProjectDraft } from './repositories/projects';

// ── Projects ──
export const createProject = serviceCall((runtime, draft: ProjectDraft) => runtime.device.projects.create(draft));
export const updateProject = serviceCall((runtime, id: string, draft: ProjectDraft) => runtime.device.projects.update(id, draft));
export const deleteProject = serviceCall((runtime, id: string) => runtime.device.projects.remove(id));
export const getProject = serviceCall((runtime, id: string) => runtime.device.projects.get(id));
/** The project's stored drawing (SVG text, from the device: offline too; exported since 2.9.0). */
export const getProjectSvg = serviceCall((runtime, id: string) => runtime.device.projects.svg(id));
export const getProjectPng = serviceCall((runtime, id: string) => runtime.device.projects.png(id));
/** How many saved designs use a fabric (asked before an own fabric is deleted; since 2.8.0). */
export const countDesignsUsingFabric = serviceCall((runtime, fabricId: string) => runtime.device.projects.countUsingFabric(fabricId));

// ── Custom fabrics ──
export const createCustomFabric = serviceCall((runtime, draft: CustomFabricDraft) => runtime.device.customFabrics.create(draft));
export const renameCustomFabric = serviceCall((runtime, id: string, name: string) => runtime.device.customFabrics.rename(id, name));
/** The owned piece's length and width in whole cm ('Reicht mein Stoff?'); null clears. Stored on the device, synced like a rename. */
export const setCustomFabricSize = serviceCall((runtime, id: string, size: FabricSize) => runtime.device.customFabrics.setFabricSize(id, size));
const deleteCustomFabricCall = serviceCall((runtime, id: string) => runtime.device.customFabrics.remove(id));
export const getCustomFabricImage = serviceCall((runtime, id: string) => runtime.device.customFabrics.image(id));

/**
 * Resolves once the lists no longer show the fabric: its image is gone with it (the object URL revoked), so a page
 * opened next must not render it from a list read before.
 */
// eslint-disable-next-line effector/strict-effect-handlers -- browser-only (the page's one scope; the host's fork() never runs it): a chain of samples is issue 38's kernel split
export const deleteCustomFabric = async (id: string): Promise<void> => {
  await deleteCustomFabricCall(id);
  await reloadCustomFabricsFx();
};

// ── The stash ('Mein Stoffvorrat', issue 40): stored on the device first, uploaded like own fabrics; `$stash` follows ──
/** A new piece of fabric; the contract's rules (`validateStashEntry`) and a full stash reject with a `ValidationError`. */
export const addStashEntry = serviceCall((runtime, draft: StashEntryDraft) => runtime.device.stash.add(draft));
/** Changes a piece's fabric, size, note or 'gekauft am' (the same rules). */
export const updateStashEntry = serviceCall((runtime, id: string, draft: StashEntryDraft) => runtime.device.stash.update(id, draft));
/** Removes a piece from the stash (a tombstone is synced). */
export const removeStashEntry = serviceCall((runtime, id: string) => runtime.device.stash.remove(id));

// ── Files ──
/** A URL to show a file from: the original on web, a local copy in the app (SPEC section 7). */
const resolveFileCall = serviceCall((runtime, url: string) => runtime.fileCache.resolve(url));

/** The file cache (configurator drawings): on the web the URL itself, without loading the services for it. */
export const fileCache = { resolve: (url: string) => (currentPlatform() === 'web' ? Promise.resolve(url) : resolveFileCall(url)) };
export { orderDownloadUrl } from './api/downloads';
