import { allSettled, fork } from 'effector';
import { $toasts, contentStores, savePatternsRequested } from '@nahtlos/platform';
import { captureLogs } from '@nahtlos/testing';
import { fabrics, pattern, setup, quietConsole } from '../../../test/configuratorModel';
import * as model from '.';
import { type SaveRequest } from '.';

quietConsole();

describe('saving', () => {
  it('sets the saving flag, ignores repeated requests, and the bus signal saves like the button', async () => {
    const calls: SaveRequest[] = [];
    let finish: () => void = () => undefined;
    const { scope } = setup({
      save: (request) =>
        new Promise<void>((resolve) => {
          calls.push(request);
          finish = resolve;
        }),
    });
    // nothing open: no save
    await allSettled(model.saveRequested, { scope });
    expect(calls).toHaveLength(0);

    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    const saved = allSettled(model.saveRequested, { scope });
    expect(scope.getState(model.$saving)).toBe(true);
    void allSettled(model.saveRequested, { scope });
    void allSettled(savePatternsRequested, { scope });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ mode: 'new', projectId: null, design: { fills: { hauptstoff: 'ringel' }, looks: {} } });
    finish();
    await saved;
    expect(scope.getState(model.$saving)).toBe(false);

    const again = allSettled(savePatternsRequested, { scope });
    expect(calls).toHaveLength(2);
    finish();
    await again;
  });

  it('goes on to the save screen, replacing the configurator in the history', async () => {
    const navigate = jest.fn();
    const scope = fork({
      values: [[contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }]],
      handlers: [
        [model.loadSizesFx, async () => []],
        [model.saveFx, async () => undefined],
        [model.confirmEmptySaveFx, async () => true],
        [model.navigateFx, navigate],
      ],
    });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.saveRequested, { scope });
    // an attached effect's handler gets (source: the gate's props, params)
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/configuration/save', options: { replace: true } });
  });

  it('a failed save clears the flag so the user can try again, and says so', async () => {
    const { scope } = setup({
      save: async () => {
        throw new Error('disk full');
      },
    });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'edit', projectId: 'p1' } });
    const { records } = await captureLogs(() => allSettled(model.saveRequested, { scope }));
    expect(scope.getState(model.$saving)).toBe(false);
    expect(records.some((r) => r.message === 'Saving the design failed.')).toBe(true);
    expect(scope.getState($toasts).map((toast) => toast.text)).toContain('Dein Design konnte nicht gespeichert werden. Versuche es bitte erneut.');
  });

  it('an empty design is saved only after the hint, when the user chooses to; a filled one without it', async () => {
    const calls: SaveRequest[] = [];
    let answer = false;
    const asked = jest.fn(async () => answer);
    const { scope } = setup({ save: async (request) => void calls.push(request), saveEmpty: asked });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });

    // 'Weiter gestalten': nothing saved, the user goes on designing
    await allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(scope.getState(model.$saving)).toBe(false);

    // 'Trotzdem speichern' (the header's tickmark asks the same)
    answer = true;
    await allSettled(savePatternsRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
    expect(Object.values(calls[0].design.fills).every((fill) => fill === null)).toBe(true);

    // a design with a fabric: saved at once
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    await allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(2);
  });

  it('the hint asks once however often the user taps, and a page left meanwhile saves nothing', async () => {
    const calls: SaveRequest[] = [];
    let answer: (value: boolean) => void = () => undefined;
    const asked = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { scope } = setup({ save: async (request) => void calls.push(request), saveEmpty: asked });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    const asking = allSettled(model.saveRequested, { scope });
    void allSettled(model.saveRequested, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    const leaving = allSettled(model.closed, { scope });
    answer(true);
    await Promise.all([asking, leaving]);
    expect(calls).toHaveLength(0);
  });

  it('refuses to save before the drawing is there', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    const { records } = await captureLogs(() => allSettled(model.saveRequested, { scope }));
    expect(records.some((r) => r.message === 'Saving the design failed.')).toBe(true);
    expect(scope.getState(model.$saving)).toBe(false);
    // said, never a silent no-op (offline, a pattern whose drawing this device has not loaded)
    expect(scope.getState($toasts).map((toast) => toast.text)).toContain(
      'Die Zeichnung ist noch nicht geladen, daher kann dein Design noch nicht gespeichert werden. Dein Entwurf bleibt auf diesem Gerät erhalten.',
    );
  });
});
