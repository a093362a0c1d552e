import { clearPending, pendingPng, readPending, storePending } from './pendingSave';
import { readDraft, writeDraft, type DraftRef } from './drafts/draftStore';

const anonymousShirt: DraftRef = { account: 'anonymous', mode: 'new', id: 'shirt' };

describe('pending save', () => {
  it('keeps the SVG and pattern for a reload (sessionStorage) and the PNG in memory; clear removes both', () => {
    const pending = {
      mode: 'new' as const,
      patternId: 'shirt-mila',
      projectId: null,
      sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'ringel' }] },
      svg: '<svg/>',
      createdAt: 1,
    };
    const png = new Blob(['png'], { type: 'image/png' });
    storePending(pending, png);
    expect(readPending()).toEqual(pending);
    expect(pendingPng()).toBe(png);
    expect(JSON.parse(sessionStorage.getItem('nahtlos:configurator:pending') ?? 'null')).toEqual(pending);
    clearPending();
    expect(readPending()).toBeNull();
    expect(pendingPng()).toBeNull();
  });

  it("saving the project (the save screen's clearPending) clears the design's draft", () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel' });
    storePending(
      { mode: 'new', patternId: 'shirt', projectId: null, sewingPattern: { id: 'shirt', areas: [] }, svg: '<svg/>', createdAt: 1, draft: anonymousShirt },
      null,
    );
    clearPending();
    expect(readPending()).toBeNull();
    expect(readDraft(anonymousShirt)).toBeNull();
  });
});
