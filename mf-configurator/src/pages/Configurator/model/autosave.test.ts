import { allSettled } from 'effector';
import { draftKey, readDraft, type DraftRef } from '../../../drafts/draftStore';
import { anonymousShirt, openNewDesign, choose, cleanDevice } from '../../../test/configuratorRoute';
import * as model from '.';

cleanDevice();

describe('the draft kept on every change', () => {
  it('keeps every change as the draft of the route and account; back at the start, the draft is gone', async () => {
    const scope = await openNewDesign({ username: 'mila' });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$dirty)).toBe(false);
    await choose(scope, 'hauptstoff', 'ringel');
    await choose(scope, 'aermel', 'uni');
    expect(scope.getState(model.$dirty)).toBe(true);
    const mine: DraftRef = { account: 'mila', mode: 'new', id: 'shirt' };
    expect(readDraft(mine)?.fills).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(readDraft(anonymousShirt)).toBeNull();
    await allSettled(model.undo, { scope });
    expect(readDraft(mine)?.fills).toEqual({ hauptstoff: 'ringel', aermel: null });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$dirty)).toBe(false);
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
  });
});
