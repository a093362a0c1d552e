/**
 * Undo and redo over any value (the configurator's design): every change keeps the value before it, up to a limit;
 * a change repeating the one before (a slider dragged) joins its step; a new change drops what could be redone.
 */
import { createStore, sample, type Event, type Store, type Unit } from 'effector';

export interface HistoryChange<T> {
  before: T;
  /** the same kind as the change before: it joins that change's undo step */
  repeat: boolean;
}

export function createHistory<T>(options: {
  $current: Store<T>;
  changed: Event<HistoryChange<T>>;
  undo: Event<void>;
  redo: Event<void>;
  /** units that start the history afresh (a design opened or closed) */
  reset: Unit<unknown>[];
  limit: number;
}) {
  const { $current, changed, undo, redo, reset, limit } = options;
  const $past = createStore<T[]>([]).reset(reset);
  const $future = createStore<T[]>([]).reset(reset);
  $past.on(changed, (past, { before, repeat }) => (repeat && past.length > 0 ? past : [...past, before].slice(-limit)));
  $future.reset(changed);

  const undone = sample({ clock: undo, source: { past: $past, current: $current }, filter: ({ past }) => past.length > 0 });
  $future.on(undone, (future, { current }) => [current, ...future]);
  $past.on(undone, (past) => past.slice(0, -1));

  const redone = sample({ clock: redo, source: { future: $future, current: $current }, filter: ({ future }) => future.length > 0 });
  $past.on(redone, (past, { current }) => [...past, current]);
  $future.on(redone, (future) => future.slice(1));

  /** The value an undo or redo brings back (the caller sets it). */
  const restored = sample({
    clock: [undone.map(({ past }) => past[past.length - 1]), redone.map(({ future }) => future[0])],
  });
  return { restored, $canUndo: $past.map((past) => past.length > 0), $canRedo: $future.map((future) => future.length > 0) };
}
