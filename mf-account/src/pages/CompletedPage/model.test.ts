import { allSettled, fork } from 'effector';
import { forgetAwaitedEmailFx } from '../../awaitedEmail';
import { takePendingReturnFx } from '../../pendingReturn';
import * as model from './model';

describe('the registration completed (where the activation link lands)', () => {
  it('forgets the awaited address and goes on to the page the registration was for', async () => {
    const forgotten = jest.fn();
    const scope = fork({
      handlers: [
        [forgetAwaitedEmailFx, forgotten],
        [takePendingReturnFx, () => '/foto-feature'],
      ],
    });
    expect(scope.getState(model.$returnTo)).toBeNull();
    await allSettled(model.CompletedPageGate.open, { scope, params: {} });
    expect(forgotten).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.$returnTo)).toBe('/foto-feature');
  });

  it('without a page waiting, there is nowhere to return to (the spec’s way on: the profile)', async () => {
    const scope = fork({ handlers: [[forgetAwaitedEmailFx, () => undefined], [takePendingReturnFx, () => null]] });
    await allSettled(model.CompletedPageGate.open, { scope, params: {} });
    expect(scope.getState(model.$returnTo)).toBeNull();
  });
});
