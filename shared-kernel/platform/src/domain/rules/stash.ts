/**
 * The stash's rules ('Mein Stoffvorrat', issue 40): the contract's (`@nahtlos/contract` stash.ts) as plain functions,
 * because the contract's zod schemas must not reach the platform's start. Each message is the server's German text;
 * stash.test.ts checks rules and texts against the contract's schemas.
 */
import { isCalendarDay } from '@nahtlos/contract/calendarDay';
import { nameProblem } from '@nahtlos/contract/names';
import { platformStrings } from '../../strings';
import { copyName, FABRIC_SIZE_MAX_CM } from './validation';

/** At most this many live entries per account (the contract's MAX_STASH_ENTRIES; a tombstone does not count). */
export const MAX_STASH_ENTRIES = 500;

/** What the user enters for a piece of fabric in the stash. */
export interface StashEntryDraft {
  fabricId: string;
  lengthCm: number;
  widthCm: number;
  /** optional: '' or left out for none */
  note?: string;
  /** 'gekauft am' as YYYY-MM-DD; null or left out for none */
  boughtOn?: string | null;
}

/** The German message per field that is wrong; an empty object when the draft is fine. */
export type StashEntryProblems = Partial<Record<'fabricId' | 'lengthCm' | 'widthCm' | 'note' | 'boughtOn', string>>;

/** The contract's client id: what the server takes as a fabric id. */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A piece's length or width: a whole number of cm from 1 to 10000 (no 'not given', unlike a custom fabric's size). */
export function validateStashSizeCm(value: number): string | null {
  return Number.isInteger(value) && value >= 1 && value <= FABRIC_SIZE_MAX_CM ? null : platformStrings.validation.fabricSizeInvalid;
}

/** 'gekauft am': null, or a day as YYYY-MM-DD that exists (no 2026-02-30), not before 1900 (the contract's rule). */
export function validateBoughtOn(day: string | null): string | null {
  return day === null || isCalendarDay(day) ? null : platformStrings.validation.boughtOnInvalid;
}

/** Every field of a draft by the contract's rules: the form shows each message at its field. */
export function validateStashEntry(draft: StashEntryDraft): StashEntryProblems {
  const problems: StashEntryProblems = {};
  if (typeof draft.fabricId !== 'string' || !CLIENT_ID.test(draft.fabricId)) problems.fabricId = platformStrings.validation.fabricIdInvalid;
  const length = validateStashSizeCm(draft.lengthCm);
  if (length) problems.lengthCm = length;
  const width = validateStashSizeCm(draft.widthCm);
  if (width) problems.widthCm = width;
  const note = nameProblem(draft.note ?? '', { required: false });
  if (note) problems.note = note;
  const boughtOn = validateBoughtOn(draft.boughtOn ?? null);
  if (boughtOn) problems.boughtOn = boughtOn;
  return problems;
}

/** The note of a concurrent edit kept as an entry of its own: "<note> (Kopie)" within 20 characters, or "(Kopie)". */
export function copyNote(note: string): string {
  return note.trim() ? copyName(note) : '(Kopie)';
}
