/**
 * The working design on this device (issue 16: nothing a user does is lost): the fills of every area and how
 * their prints are scaled and turned (issue 19), kept on every change, one per account and route — a new design of a pattern, or the edit of a
 * project. Kept in localStorage under `nahtlos:draft:<account>:<new|edit>:<id>` (the platform has no
 * public key-value API; a draft is small). Storage that refuses (private mode, quota, blocked) is
 * logged and otherwise ignored: a draft never stops the user from designing.
 */
import { logger } from '@nahtlos/platform';
import { readLook, type Looks } from '../sizing/looks';
import { DRAFT_KEY_PREFIX } from '@nahtlos/contract/deviceStorage';

export type DraftFills = Record<string, string | null>;

export interface DraftRef {
  /** The logged-in username, or 'anonymous'. */
  account: string;
  mode: 'new' | 'edit';
  /** The pattern id (new design) or the project id (edit). */
  id: string;
}

export interface Draft {
  patternId: string;
  fills: DraftFills;
  /** absent in drafts kept before issue 19 */
  looks?: Looks;
  savedAt: number;
}

export const ANONYMOUS = 'anonymous';

/** The account part of the key: the username (colons and all escaped), or 'anonymous'. */
export function accountOf(username: string | null | undefined): string {
  return username ? encodeURIComponent(username) : ANONYMOUS;
}

export function draftKey({ account, mode, id }: DraftRef): string {
  return `${DRAFT_KEY_PREFIX}${account}:${mode}:${encodeURIComponent(id)}`;
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Draft | null;
  if (!draft || typeof draft !== 'object' || typeof draft.patternId !== 'string' || typeof draft.savedAt !== 'number') return false;
  if (!draft.fills || typeof draft.fills !== 'object' || Array.isArray(draft.fills)) return false;
  if (draft.looks !== undefined && (!draft.looks || typeof draft.looks !== 'object' || Array.isArray(draft.looks))) return false;
  return Object.values(draft.fills).every((fill) => fill === null || typeof fill === 'string');
}

/** A draft's looks as the app shows them (each clamped to its range; a value that is not a look is dropped). */
function looksOf(draft: Draft): Looks {
  const looks: Looks = {};
  for (const [areaId, look] of Object.entries(draft.looks ?? {})) if (look && typeof look === 'object') looks[areaId] = readLook(look);
  return looks;
}

/** The stored draft of a route; null when there is none, or it is unreadable (then it is dropped). */
export function readDraft(ref: DraftRef): Draft | null {
  // the server render (Node): no device, no drafts
  if (typeof localStorage === 'undefined') return null;
  let raw: string | null;
  try {
    raw = localStorage.getItem(draftKey(ref));
  } catch (error) {
    logger.warn('The design draft could not be read.', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return { ...parsed, looks: looksOf(parsed) };
  } catch {
    // not JSON: dropped below
  }
  logger.warn(`An unreadable design draft was dropped (${draftKey(ref)}).`);
  clearDraft(ref);
  return null;
}

/** Keeps the design of a route; false when the device refused (the user can still save the design). */
export function writeDraft(ref: DraftRef, patternId: string, fills: DraftFills, { looks = {}, now = Date.now() }: { looks?: Looks; now?: number } = {}): boolean {
  // the server render (Node): no device to keep it on
  if (typeof localStorage === 'undefined') return false;
  try {
    localStorage.setItem(draftKey(ref), JSON.stringify({ patternId, fills, looks, savedAt: now } satisfies Draft));
    return true;
  } catch (error) {
    logger.warn('The design draft could not be kept on this device.', error);
    return false;
  }
}

export function clearDraft(ref: DraftRef): void {
  try {
    localStorage.removeItem(draftKey(ref));
  } catch (error) {
    logger.warn('The design draft could not be removed.', error);
  }
}

/** Whether two fill maps colour every area of the pattern the same (missing and empty are alike). */
export function sameFills(areaIds: readonly string[], a: DraftFills, b: DraftFills): boolean {
  return areaIds.every((id) => (a[id] ?? null) === (b[id] ?? null));
}
