import { allSettled } from 'effector';
import { pattern, setup, quietConsole } from '../../../test/configuratorModel';
import * as model from '.';

quietConsole();

describe('area flash (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('flashes the selected area for 400 ms; a new selection restarts the flash', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    expect(scope.getState(model.$flashingArea)).toBeNull(); // opening selects without a flash
    // the flash's timer runs on fake time: the units are launched without waiting for it
    const select = (areaId: string) => void allSettled(model.areaSelected, { scope, params: areaId });
    select('aermel');
    expect(scope.getState(model.$flashingArea)).toBe('aermel');
    jest.advanceTimersByTime(399);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBe('aermel');
    jest.advanceTimersByTime(1);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBeNull();

    select('hauptstoff');
    jest.advanceTimersByTime(300);
    await flush();
    select('buendchen');
    jest.advanceTimersByTime(300);
    await flush();
    // the first flash's timer ended, but the second selection keeps flashing its own 400 ms
    expect(scope.getState(model.$flashingArea)).toBe('buendchen');
    jest.advanceTimersByTime(100);
    await flush();
    expect(scope.getState(model.$flashingArea)).toBeNull();
  });
});

describe('announcements', () => {
  it('announces the selected area and the fabric that filled it', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.areaSelected, { scope, params: 'aermel' });
    expect(scope.getState(model.$announcement)).toBe('Ausgewählt: Ärmel');
    await allSettled(model.fabricChosen, { scope, params: 'ringel' });
    expect(scope.getState(model.$announcement)).toBe('Ärmel: ringel');
  });
});
