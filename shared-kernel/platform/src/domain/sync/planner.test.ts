import fc from 'fast-check';
import { planFlush, planItem, planSync, type LocalRecord, type ServerRecord } from './planner';

const local = (over: Partial<LocalRecord> = {}): LocalRecord => ({ id: 'a', revision: 3, dirty: false, deleted: false, updatedAt: 1_000, ...over });
const server = (over: Partial<ServerRecord> = {}): ServerRecord => ({ id: 'a', revision: 3, deleted: false, updatedAt: '2026-01-01T00:00:01.000Z', ...over });

describe('the spec decision table, decided by revisions', () => {
  it('only on the server: download; a server tombstone is ignored', () => {
    expect(planItem(undefined, server())).toMatchObject({ kind: 'pull' });
    expect(planItem(undefined, server({ deleted: true }))).toBeNull();
  });
  it('only local: upload, unless deleted locally (skip)', () => {
    expect(planItem(local({ revision: undefined, dirty: true }), undefined)).toEqual({ kind: 'push', id: 'a', deleted: false, baseRevision: 0 });
    expect(planItem(local({ revision: undefined, dirty: true, deleted: true }), undefined)).toEqual({ kind: 'settle', id: 'a' });
  });
  it('both, unchanged: nothing', () => {
    expect(planItem(local(), server())).toBeNull();
  });
  it('both, device newer (dirty): push from the base revision', () => {
    expect(planItem(local({ dirty: true }), server({ revision: 5 }))).toEqual({ kind: 'push', id: 'a', deleted: false, baseRevision: 3 });
    expect(planItem(local({ dirty: true, deleted: true }), server())).toEqual({ kind: 'push', id: 'a', deleted: true, baseRevision: 3 });
  });
  it('both, server newer: download, or delete locally when the server copy is a tombstone', () => {
    expect(planItem(local(), server({ revision: 4 }))).toMatchObject({ kind: 'pull' });
    expect(planItem(local(), server({ revision: 4, deleted: true }))).toMatchObject({ kind: 'delete-local' });
  });
  it('both deleted: settle', () => {
    expect(planItem(local({ dirty: true, deleted: true }), server({ revision: 4, deleted: true }))).toEqual({ kind: 'settle', id: 'a', revision: 4 });
  });
  it('device clocks never decide for records with revisions', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.boolean(), (time, dirty, deleted) => {
        const a = planItem(local({ updatedAt: time, dirty, deleted }), server({ revision: 4 }));
        const b = planItem(local({ updatedAt: 0, dirty, deleted }), server({ revision: 4 }));
        expect(a).toEqual(b);
      }),
    );
  });
});

describe('records from before revisions: the spec timestamp table', () => {
  const legacy = (updatedAt: number, deleted = false) => local({ revision: undefined, dirty: false, updatedAt, deleted });
  const at = Date.parse('2026-01-01T00:00:01.000Z');
  it('newer side wins; equal → settle', () => {
    expect(planItem(legacy(at + 5), server())).toMatchObject({ kind: 'push', baseRevision: 3 });
    expect(planItem(legacy(at - 5), server())).toMatchObject({ kind: 'pull' });
    expect(planItem(legacy(at), server())).toEqual({ kind: 'settle', id: 'a', revision: 3 });
    expect(planItem(legacy(at - 5), server({ deleted: true }))).toMatchObject({ kind: 'delete-local' });
  });
  it('custom fabrics compare at second precision', () => {
    expect(planItem(legacy(at + 500), server(), { secondPrecision: true })).toEqual({ kind: 'settle', id: 'a', revision: 3 });
    expect(planItem(legacy(at + 1500), server(), { secondPrecision: true })).toMatchObject({ kind: 'push' });
  });
});

describe('plans', () => {
  it('cover every id once: pushes first, then pulls, local steps last', () => {
    const plan = planSync(
      [local({ id: 'x', dirty: true }), local({ id: 'y' }), local({ id: 'z', revision: undefined, dirty: true, deleted: true })],
      [server({ id: 'y', revision: 9 }), server({ id: 'w' }), server({ id: 'x' })],
    );
    expect(plan.map((a) => `${a.kind}:${a.id}`)).toEqual(['push:x', 'pull:w', 'pull:y', 'settle:z']);
  });
  it('a sync with nothing to do plans nothing', () => {
    expect(planSync([local({ id: 'a' }), local({ id: 'b', deleted: true })], [server({ id: 'a' }), server({ id: 'b', deleted: true })])).toEqual([]);
  });
  it('flush pushes only dirty records and never a tombstone whose create may have landed', () => {
    expect(
      planFlush([local({ id: 'a', dirty: true }), local({ id: 'b' }), local({ id: 'c', revision: undefined, dirty: true, deleted: true, sentHashes: ['h'] })]),
    ).toEqual([{ kind: 'push', id: 'a', deleted: false, baseRevision: 3 }]);
  });
});
