import { allSettled } from 'effector';
import { $dialogs, dialogClosed } from '@nahtlos/platform';
import { readDraft } from '../../../drafts/draftStore';
import { anonymousShirt, openNewDesign, choose, cleanDevice } from '../../../test/configuratorRoute';
import * as model from '.';

cleanDevice();

describe('leaving with ←', () => {
  it("← with unsaved changes asks 'Änderungen verwerfen?': 'Weiter bearbeiten' stays, 'Verwerfen' drops the draft and goes back", async () => {
    const navigate = jest.fn();
    const scope = await openNewDesign({ navigate });
    await choose(scope, 'hauptstoff', 'ringel');

    const answer = async (buttonId: string) => {
      const dialog = scope.getState($dialogs)[0];
      expect([dialog.title, dialog.buttons.map((button) => button.label)]).toEqual(['Änderungen verwerfen?', ['Weiter bearbeiten', 'Verwerfen']]);
      await allSettled(dialogClosed, { scope, params: { id: dialog.id, buttonId } });
    };
    const asked = allSettled(model.backRequested, { scope });
    await Promise.resolve();
    await answer('cancel');
    await asked;
    expect(navigate).not.toHaveBeenCalled();
    expect(readDraft(anonymousShirt)).not.toBeNull();

    const again = allSettled(model.backRequested, { scope });
    await Promise.resolve();
    await answer('confirm');
    await again;
    expect(readDraft(anonymousShirt)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/configurator', { replace: false }); // no app entry before (idx 0)
  });
  it('← without changes goes back without asking', async () => {
    const navigate = jest.fn();
    const scope = await openNewDesign({ navigate });
    await allSettled(model.backRequested, { scope });
    expect(scope.getState($dialogs)).toEqual([]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
