import { allSettled } from 'effector';
import { readDraft, writeDraft } from '../../../drafts/draftStore';
import { anonymousShirt, openNewDesign, choose, cleanDevice } from '../../../test/configuratorRoute';
import * as model from '.';

cleanDevice();

describe('a stored draft offered back', () => {
  it("keeps how prints are scaled and turned in the draft, and 'Entwurf fortsetzen' restores it", async () => {
    const scope = await openNewDesign();
    await choose(scope, 'hauptstoff', 'ringel');
    await allSettled(model.scaleChanged, { scope, params: 150 });
    await allSettled(model.rotationChanged, { scope, params: 90 });
    expect(readDraft(anonymousShirt)?.looks).toEqual({ hauptstoff: { scale: 150, rotation: 90 } });

    const again = await openNewDesign();
    expect(again.getState(model.$offeringDraft)).toBe(true);
    await allSettled(model.draftResumed, { scope: again });
    expect(again.getState(model.$looks)).toEqual({ hauptstoff: { scale: 150, rotation: 90 } });
    expect(again.getState(model.$dirty)).toBe(true);
  });
  it("offers a stored draft before the design opens: 'Entwurf fortsetzen' restores its fills", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: 'uni' });
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(true);
    expect(scope.getState(model.$pattern)).toBeNull(); // nothing to edit (or overwrite) before the choice
    await allSettled(model.draftResumed, { scope });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(scope.getState(model.$dirty)).toBe(true);
    expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
  });
  it("back from the save screen (resume): the draft opens at once, without the offer, still unsaved", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: 'uni' });
    const scope = await openNewDesign({ resume: true });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(scope.getState(model.$dirty)).toBe(true);
  });
  it("'Verwerfen' drops the draft and opens the empty pattern", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel' });
    const scope = await openNewDesign();
    await allSettled(model.draftDiscarded, { scope });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, aermel: null });
    expect(readDraft(anonymousShirt)).toBeNull();
  });
});
