import { allSettled, createEvent, createStore, fork, sample } from 'effector';
import { createHistory, type HistoryChange } from './history';

/** A counter with the history on it: `set` changes it (one undo step, or joining the step before when `repeat`). */
function counter(limit = 3) {
  const set = createEvent<{ value: number; repeat?: boolean }>();
  const undo = createEvent();
  const redo = createEvent();
  const reset = createEvent();
  const $value = createStore(0);
  // as the editor does: the change carries the value before it, the value follows the change
  const changed = sample({ clock: set, source: $value, fn: (before, { value, repeat = false }): HistoryChange<number> & { after: number } => ({ before, after: value, repeat }) });
  const history = createHistory({ $current: $value, changed, undo, redo, reset: [reset], limit });
  $value.on(changed, (_, { after }) => after).on(history.restored, (_, value) => value);
  return { set, undo, redo, reset, $value, ...history };
}

describe('createHistory', () => {
  it('undoes and redoes each change in order; a new change drops what could be redone', async () => {
    const model = counter();
    const scope = fork();
    for (const value of [1, 2, 3]) await allSettled(model.set, { scope, params: { value } });
    await allSettled(model.undo, { scope });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$value)).toBe(1);
    expect(scope.getState(model.$canRedo)).toBe(true);
    await allSettled(model.redo, { scope });
    expect(scope.getState(model.$value)).toBe(2);
    await allSettled(model.set, { scope, params: { value: 9 } });
    expect(scope.getState(model.$canRedo)).toBe(false);
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$value)).toBe(2);
  });

  it('a repeated change joins the step before; the oldest steps go beyond the limit', async () => {
    const model = counter(2);
    const scope = fork();
    await allSettled(model.set, { scope, params: { value: 10 } });
    await allSettled(model.set, { scope, params: { value: 11, repeat: true } });
    await allSettled(model.set, { scope, params: { value: 12, repeat: true } });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$value)).toBe(0);

    for (const value of [1, 2, 3]) await allSettled(model.set, { scope, params: { value } });
    await allSettled(model.undo, { scope });
    await allSettled(model.undo, { scope });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$value)).toBe(1);
    expect(scope.getState(model.$canUndo)).toBe(false);
  });

  it('starts afresh on reset, and each scope keeps its own history', async () => {
    const model = counter();
    const first = fork();
    const second = fork();
    await allSettled(model.set, { scope: first, params: { value: 5 } });
    expect(first.getState(model.$canUndo)).toBe(true);
    expect(second.getState(model.$canUndo)).toBe(false);
    await allSettled(model.reset, { scope: first });
    expect(first.getState(model.$canUndo)).toBe(false);
    await allSettled(model.undo, { scope: first });
    expect(first.getState(model.$value)).toBe(5);
  });
});
