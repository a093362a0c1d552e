import { captureLogs } from '@nahtlos/testing';
import { accountOf, clearDraft, draftKey, readDraft, sameFills, writeDraft, type DraftRef } from './draftStore';

const newShirt: DraftRef = { account: 'anonymous', mode: 'new', id: 'shirt-mila' };

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('design drafts', () => {
  it('keeps the fills of a route under the nahtlos:draft namespace, and clears them', () => {
    expect(writeDraft(newShirt, 'shirt-mila', { hauptstoff: 'ringel', aermel: null }, { now: 42 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('nahtlos:draft:anonymous:new:shirt-mila') ?? 'null')).toEqual({
      patternId: 'shirt-mila',
      fills: { hauptstoff: 'ringel', aermel: null },
      looks: {},
      savedAt: 42,
    });
    expect(readDraft(newShirt)).toEqual({ patternId: 'shirt-mila', fills: { hauptstoff: 'ringel', aermel: null }, looks: {}, savedAt: 42 });
    clearDraft(newShirt);
    expect(readDraft(newShirt)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps how each area's print is scaled and turned; a draft from before looks reads as unscaled", () => {
    writeDraft(newShirt, 'shirt-mila', { hauptstoff: 'ringel' }, { looks: { hauptstoff: { scale: 150, rotation: 45 } } });
    expect(readDraft(newShirt)?.looks).toEqual({ hauptstoff: { scale: 150, rotation: 45 } });
    localStorage.setItem('nahtlos:draft:anonymous:new:shirt-mila', JSON.stringify({ patternId: 'shirt-mila', fills: { hauptstoff: 'ringel' }, savedAt: 1 }));
    expect(readDraft(newShirt)?.looks).toEqual({});
    // a tampered look is brought into range, not trusted
    localStorage.setItem('nahtlos:draft:anonymous:new:shirt-mila', JSON.stringify({ patternId: 'shirt-mila', fills: {}, looks: { hauptstoff: { scale: 900, rotation: 30 } }, savedAt: 1 }));
    expect(readDraft(newShirt)?.looks).toEqual({ hauptstoff: { scale: 200, rotation: 0 } });
  });

  it('keeps one draft per account, per new design or edit, per pattern or project', () => {
    const refs: DraftRef[] = [
      newShirt,
      { account: 'anonymous', mode: 'new', id: 'body-lotte' },
      { account: 'anonymous', mode: 'edit', id: 'shirt-mila' },
      { account: accountOf('mila'), mode: 'new', id: 'shirt-mila' },
    ];
    refs.forEach((ref, index) => writeDraft(ref, 'shirt-mila', { hauptstoff: `stoff-${index}` }));
    expect(refs.map((ref) => readDraft(ref)?.fills.hauptstoff)).toEqual(['stoff-0', 'stoff-1', 'stoff-2', 'stoff-3']);
    clearDraft(refs[3]);
    expect(refs.map((ref) => readDraft(ref)?.fills.hauptstoff ?? null)).toEqual(['stoff-0', 'stoff-1', 'stoff-2', null]);
  });

  it("names the account by username, else 'anonymous'; a username cannot reach into another key", () => {
    expect(accountOf(null)).toBe('anonymous');
    expect(accountOf('mila')).toBe('mila');
    const sneaky: DraftRef = { account: accountOf('a:new:x'), mode: 'new', id: 'y' };
    expect(draftKey(sneaky)).toBe('nahtlos:draft:a%3Anew%3Ax:new:y');
    expect(draftKey(sneaky)).not.toBe(draftKey({ account: 'a', mode: 'new', id: 'x:new:y' }));
  });

  it('drops an unreadable draft with a warning instead of failing', async () => {
    localStorage.setItem(draftKey(newShirt), '{not json');
    const { result, records } = await captureLogs(() => readDraft(newShirt));
    expect(result).toBeNull();
    expect(records.map((record) => record.message)).toContain('An unreadable design draft was dropped (nahtlos:draft:anonymous:new:shirt-mila).');
    expect(localStorage.getItem(draftKey(newShirt))).toBeNull();

    localStorage.setItem(draftKey(newShirt), JSON.stringify({ patternId: 'shirt-mila', fills: { hauptstoff: 7 }, savedAt: 1 }));
    expect((await captureLogs(() => readDraft(newShirt))).result).toBeNull(); // a fill that is not a fabric id
  });

  it('a device that refuses storage is logged, never thrown', async () => {
    const refuse = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const { result, records } = await captureLogs(() => [writeDraft(newShirt, 'shirt-mila', { hauptstoff: 'ringel' }), readDraft(newShirt), clearDraft(newShirt)]);
    expect(result).toEqual([false, null, undefined]);
    expect(records.map((record) => record.level)).toEqual(['warn', 'warn', 'warn']);
  });

  it('compares fills over the areas of the pattern; missing and empty are alike', () => {
    const areas = ['hauptstoff', 'aermel'];
    expect(sameFills(areas, { hauptstoff: 'ringel' }, { hauptstoff: 'ringel', aermel: null })).toBe(true);
    expect(sameFills(areas, { hauptstoff: 'ringel', other: 'x' }, { hauptstoff: 'ringel' })).toBe(true);
    expect(sameFills(areas, { hauptstoff: 'ringel' }, { hauptstoff: 'uni' })).toBe(false);
    expect(sameFills(areas, {}, { aermel: 'farbe-rot' })).toBe(false);
  });
});
