import { allSettled } from 'effector';
import { $customFabricsState } from '@nahtlos/platform';
import { storePending } from '../../../pendingSave';
import { readDraft, writeDraft } from '../../../drafts/draftStore';
import { anonymousShirt, openNewDesign, contentLoaded, cleanDevice } from '../../../test/configuratorRoute';
import * as model from '.';

cleanDevice();

describe('opening a route', () => {
  it('resolves in the same call that opens the route: the first render already shows the editor (as the first paint did)', () => {
    const scope = contentLoaded();
    // no await: the page renders right after opening its gate
    void allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'new', id: 'shirt' } });
    expect(scope.getState(model.$source)).toMatchObject({ status: 'ready', pattern: { id: 'shirt' }, draft: null });
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
    expect(scope.getState(model.$selectedAreaId)).toBe('hauptstoff');
  });
  it("does not wait for the device's own fabrics when no draft continues it", async () => {
    const scope = await openNewDesign({ customFabricsRead: false });
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
  });
  it("waits for the device's own fabrics when a draft may name them", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: null });
    const scope = await openNewDesign({ customFabricsRead: false });
    expect(scope.getState(model.$source)).toEqual({ status: 'loading' });
    await allSettled($customFabricsState, { scope, params: 'loaded' });
    expect(scope.getState(model.$offeringDraft)).toBe(true);
  });
  it('offers nothing for a draft like the start or of unknown fabrics only, and drops it', async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'gibt-es-nicht', aermel: null });
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
    expect(readDraft(anonymousShirt)).toBeNull();
  });
  it('a pending save of an earlier design does not fill a new design of the pattern', async () => {
    storePending(
      { mode: 'new', patternId: 'shirt', projectId: null, sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'ringel' }] }, svg: '<svg/>', createdAt: 1 },
      null,
    );
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, aermel: null });
  });
});
