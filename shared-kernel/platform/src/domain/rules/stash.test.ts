import { BOUGHT_ON_MESSAGE, boughtOn, FABRIC_SIZE_MESSAGE, MAX_STASH_ENTRIES as CONTRACT_MAX, STASH_FULL_MESSAGE, stashEntryBody, stashSizeCm } from '@nahtlos/contract';
import { platformStrings } from '../../strings';
import { copyNote, MAX_STASH_ENTRIES, validateBoughtOn, validateStashEntry, validateStashSizeCm } from './stash';

const draft = { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140 };
/** What the server's schema says about a draft, as the device would send it. */
const serverAccepts = (entry: typeof draft & { note?: string; boughtOn?: string | null }) =>
  stashEntryBody.safeParse({
    stashEntry: { entry_id: 'e1', fabric_id: entry.fabricId, length_cm: entry.lengthCm, width_cm: entry.widthCm, note: entry.note ?? '', bought_on: entry.boughtOn ?? null, base_revision: 0, deleted: false },
  }).success;

it("uses the contract's limit and German texts (the contract's zod stays out of the platform's start)", () => {
  expect(MAX_STASH_ENTRIES).toBe(CONTRACT_MAX);
  expect(platformStrings.validation.stashFull).toBe(STASH_FULL_MESSAGE);
  expect(platformStrings.validation.boughtOnInvalid).toBe(BOUGHT_ON_MESSAGE);
  expect(platformStrings.validation.fabricSizeInvalid).toBe(FABRIC_SIZE_MESSAGE);
});

it("judges sizes as the contract's schema does", () => {
  for (const value of [0, -1, 1, 1.5, 140, 10_000, 10_001, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
    expect({ value, problem: validateStashSizeCm(value) }).toEqual({ value, problem: stashSizeCm.safeParse(value).success ? null : FABRIC_SIZE_MESSAGE });
  }
});

it("judges 'gekauft am' as the contract's schema does", () => {
  const days = ['2026-02-28', '2024-02-29', '2026-02-29', '2026-02-30', '2026-13-01', '1900-01-01', '1899-12-31', '1.2.2026', '2026-2-1', '', ' 2026-02-28'];
  for (const day of days) expect({ day, problem: validateBoughtOn(day) }).toEqual({ day, problem: boughtOn.safeParse(day).success ? null : BOUGHT_ON_MESSAGE });
  expect(validateBoughtOn(null)).toBeNull();
});

it('names each wrong field with its German message; what it accepts, the server accepts', () => {
  expect(validateStashEntry(draft)).toEqual({});
  expect(validateStashEntry({ fabricId: 'a b', lengthCm: 0, widthCm: 1.5, note: 'x'.repeat(21), boughtOn: '2026-02-30' })).toEqual({
    fabricId: 'Ungültiger Stoff.',
    lengthCm: FABRIC_SIZE_MESSAGE,
    widthCm: FABRIC_SIZE_MESSAGE,
    note: 'Höchstens 20 Zeichen.',
    boughtOn: BOUGHT_ON_MESSAGE,
  });
  const notes = ['', '  Rest  ', 'x'.repeat(20), 'x'.repeat(21), 'Rest\u202E', '  '];
  for (const note of notes) expect({ note, ok: Object.keys(validateStashEntry({ ...draft, note })).length === 0 }).toEqual({ note, ok: serverAccepts({ ...draft, note }) });
});

it('marks a kept concurrent edit\'s note "(Kopie)" within 20 characters', () => {
  expect(copyNote('')).toBe('(Kopie)');
  expect(copyNote('Rest')).toBe('Rest (Kopie)');
  expect(Array.from(copyNote('Rest vom Kleid Somme'))).toHaveLength(20);
  expect(serverAccepts({ ...draft, note: copyNote('x'.repeat(20)) })).toBe(true);
});
