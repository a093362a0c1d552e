import { FABRIC_SIZE_MESSAGE } from './customFabrics';
import { BOUGHT_ON_MESSAGE, stashEntryBody } from './stash';

const entry = { entry_id: 'e1', fabric_id: 'ringel-ostsee', length_cm: 150, width_cm: 140 };
const messages = (body: unknown) => {
  const result = stashEntryBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('stash entry body', () => {
  it('takes a live entry with note and purchase day, the note trimmed', () => {
    const parsed = stashEntryBody.parse({ stashEntry: { ...entry, note: '  Rest vom Kleid ', bought_on: '2026-02-28' } });
    expect(parsed.stashEntry).toMatchObject({ note: 'Rest vom Kleid', bought_on: '2026-02-28' });
  });

  it('says in German what is wrong with a size', () => {
    for (const length_cm of [0, 1.5, 10_001, '150']) expect(messages({ stashEntry: { ...entry, length_cm } })).toContain(FABRIC_SIZE_MESSAGE);
  });

  it('refuses a day that does not exist', () => {
    for (const bought_on of ['2026-02-30', '1.2.2026', '1899-12-31']) expect(messages({ stashEntry: { ...entry, bought_on } })).toContain(BOUGHT_ON_MESSAGE);
  });

  it('refuses a note over 20 characters and an id with spaces', () => {
    expect(messages({ stashEntry: { ...entry, note: 'x'.repeat(21) } })).not.toEqual([]);
    expect(messages({ stashEntry: { ...entry, entry_id: 'a b' } })).not.toEqual([]);
  });

  it('takes a tombstone with only its id', () => {
    expect(stashEntryBody.parse({ stashEntry: { entry_id: 'e1', deleted: true } }).stashEntry.deleted).toBe(true);
  });
});
