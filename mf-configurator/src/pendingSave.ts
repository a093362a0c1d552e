/**
 * The design between 'Fertig stellen' and 'Weiter' (SPEC: "stores them temporarily"): the SVG text and
 * the project's pattern in sessionStorage (survives a reload of the save screen), the PNG in memory
 * (regenerated from the SVG when a reload lost it). Cleared once the project is saved, together with
 * the design's draft: what was saved is no longer a draft. It never fills a configurator by itself —
 * the draft offer is the way back to an unsaved design.
 */
import { logger, type ProjectPattern } from '@nahtlos/platform';
import { clearDraft, type DraftRef } from './drafts/draftStore';

export interface PendingSave {
  mode: 'new' | 'edit';
  patternId: string;
  projectId: string | null;
  sewingPattern: ProjectPattern;
  svg: string;
  createdAt: number;
  /** The draft this design came from (cleared with the pending save once the project is saved). */
  draft?: DraftRef;
}

const KEY = 'nahtlos:configurator:pending';

/**
 * The history state the save screen's ← leaves on the configurator's entry: the design the user just
 * finished opens again as it was (its draft), without the 'Entwurf fortsetzen' offer.
 */
export const RESUME_DESIGN = { resumeDesign: true } as const;
export const resumesDesign = (state: unknown) => (state as { resumeDesign?: unknown } | null)?.resumeDesign === true;
let memory: PendingSave | null = null;
let memoryPng: Blob | null = null;

function isPending(value: unknown): value is PendingSave {
  const v = value as PendingSave | null;
  return Boolean(v && (v.mode === 'new' || v.mode === 'edit') && typeof v.patternId === 'string' && typeof v.svg === 'string' && v.sewingPattern && Array.isArray(v.sewingPattern.areas));
}

export function storePending(pending: PendingSave, png: Blob | null): void {
  memory = pending;
  memoryPng = png;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch (error) {
    logger.warn('The pending design could not be kept for a reload (sessionStorage).', error);
  }
}

export function readPending(): PendingSave | null {
  if (memory) return memory;
  // the server render (Node): nothing pending
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isPending(parsed)) {
      memory = parsed;
      return parsed;
    }
  } catch (error) {
    logger.warn('The pending design could not be read.', error);
  }
  return null;
}

/** The PNG of the pending design, if this page still holds it. */
export function pendingPng(): Blob | null {
  return memoryPng;
}
export function setPendingPng(png: Blob): void {
  memoryPng = png;
}

export function clearPending(): void {
  const draft = readPending()?.draft;
  if (draft) clearDraft(draft);
  memory = null;
  memoryPng = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
