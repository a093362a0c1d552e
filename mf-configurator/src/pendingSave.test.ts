import { clearPending, pendingPng, readPending, storePending } from './pendingSave';

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
});
