/**
 * The stash ('Mein Stoffvorrat', issue 40, since 1.6.0): pieces of fabric a user owns, each with its length and width
 * in cm. Synced with the account like custom fabrics: client ids, revisions, tombstones, 409 with the server's copy.
 */
import { z } from 'zod';
import { BOUGHT_ON_MESSAGE, isCalendarDay } from './calendarDay';
import { baseRevision, clientId, displayName, isoTime } from './common';
import { FABRIC_SIZE_MAX_CM, FABRIC_SIZE_MESSAGE } from './customFabrics';

/** At most this many live entries per account (a tombstone does not count). */
export const MAX_STASH_ENTRIES = 500;
export const STASH_FULL_MESSAGE = `Dein Stoffvorrat ist voll: höchstens ${MAX_STASH_ENTRIES} Stoffstücke.`;
export { BOUGHT_ON_MESSAGE } from './calendarDay';

/** A piece's length or width: whole cm, 1–10000, the same rule and German message as a custom fabric's size. */
export const stashSizeCm = z
  .number({ error: FABRIC_SIZE_MESSAGE })
  .int({ error: FABRIC_SIZE_MESSAGE, abort: true })
  .min(1, FABRIC_SIZE_MESSAGE)
  .max(FABRIC_SIZE_MAX_CM, FABRIC_SIZE_MESSAGE);

/** 'gekauft am': a calendar day as YYYY-MM-DD that exists (no 2026-02-30), not before 1900. */
export const boughtOn = z.string().refine(isCalendarDay, BOUGHT_ON_MESSAGE);

const live = z.object({
  entry_id: clientId,
  /** a shipped fabric's id or one of the user's custom fabrics' ids */
  fabric_id: clientId,
  length_cm: stashSizeCm,
  width_cm: stashSizeCm,
  /** an optional note under the name rule (20 characters); '' for none */
  note: displayName().optional(),
  bought_on: boughtOn.nullable().optional(),
  base_revision: baseRevision,
  deleted: z.literal(false).optional(),
});

/** A tombstone only needs the id. */
const tombstone = z.object({
  entry_id: clientId,
  fabric_id: clientId.optional(),
  length_cm: z.unknown().optional(),
  width_cm: z.unknown().optional(),
  note: z.unknown().optional(),
  bought_on: z.unknown().optional(),
  base_revision: baseRevision,
  deleted: z.literal(true),
});

/** POST /api/app/stash-entry (told apart by `deleted`, so a live entry's mistakes come back as their own messages) */
export const stashEntryBody = z.object({ stashEntry: z.discriminatedUnion('deleted', [live, tombstone]) });

export type StashEntryInput = z.infer<typeof stashEntryBody>['stashEntry'];
/** What a client sends for a live entry. */
export type StashEntryUpload = z.input<typeof live>;

/** An entry as the server answers it (a tombstone keeps its fabric id and size as they were). */
export const serverStashEntry = z.object({
  entry_id: z.string(),
  fabric_id: z.string(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  note: z.string(),
  bought_on: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  deleted: z.boolean(),
  revision: z.number().int(),
});

/** GET /api/app/stash (tombstones included) */
export const stashResponse = z.object({ stash: z.array(serverStashEntry) });
/** POST and DELETE: the stored entry (null when a tombstone was written for an unknown id). */
export const stashWriteResponse = z.object({ success: z.literal(true), stash_entry: serverStashEntry.nullable() });
/** 409: the base revision is stale; the answer carries the server's copy. */
export const stashConflict = z.object({ error: z.string(), stash_entry: serverStashEntry });

export type ServerStashEntry = z.infer<typeof serverStashEntry>;
export type StashResponse = z.infer<typeof stashResponse>;
export type StashWriteResponse = z.infer<typeof stashWriteResponse>;
