import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { createEffect, createWatch, type Store } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useServerMarkup } from '@nahtlos/ui';
import {
  $customFabrics,
  $fabrics,
  $fabricsState,
  $inspirations,
  $inspirationsState,
  $materials,
  $materialsState,
  $online,
  $sewingPatterns,
  $sewingPatternsState,
  loadContent,
  startKernel,
  type LoadState,
} from '@nahtlos/platform';

/** What a page shows for a piece of content: the list, a loading line, the offline notice or the error with a retry. */
export type ContentStatus = 'ready' | 'loading' | 'offline' | 'failed';

/** Starts the platform (the shell or this app's bootstrap usually has); an effect, so a test's scope gives it a handler. */
export const startPlatformFx = createEffect(() => startKernel());
/** The retry of the error notice: the platform loads the content again (the page shows it as it arrives). */
export const retryContentFx = createEffect(() => loadContent());

let starting = false;
/** Makes sure the platform has started; a page's first content hook calls it. */
function ensureStarted(start: () => Promise<void>) {
  if (starting) return;
  starting = true;
  void start();
}

export function statusOf(state: LoadState, count: number, online: boolean): ContentStatus {
  if (count > 0 || state === 'loaded') return 'ready';
  if (!online && state !== 'loading') return 'offline';
  return state === 'failed' ? 'failed' : 'loading';
}

/**
 * `false` in a page's first render, `true` right after it in a deferred (background, interruptible)
 * render. Long pages render what is above the fold with the page and the rest a moment later, so
 * the first render is one short task instead of one long one; nothing above the fold changes.
 * The host's markup holds the whole page (it is the page without JavaScript), so a render that makes
 * or adopts it starts with the rest.
 */
export function useRestOfPage(): boolean {
  return useDeferredValue(true, useServerMarkup());
}

type StoreValues<S extends readonly Store<unknown>[]> = { [K in keyof S]: S[K] extends Store<infer V> ? V : never };

/**
 * Reads content stores like `useUnit`, but a change re-renders in a transition instead of
 * synchronously. Content arrives while the page is starting (four collections, each one a full
 * re-render of a long list); as transitions React renders them in small, interruptible slices,
 * so taps and scrolling stay responsive instead of waiting behind one long task. The first render
 * shows whatever is already loaded, exactly as before.
 */
function useContentStores<const S extends readonly Store<unknown>[]>(stores: S): StoreValues<S> {
  // the first render shows what is loaded now; useUnit cannot be used for it, its updates are synchronous.
  // A server render reads its request's scope (src/server.tsx: the content put into a fork), the browser the stores.
  const scope = useProvidedScope();
  // eslint-disable-next-line effector/no-getState -- a read for the first render only, changes come through subscribe below
  const [values, setValues] = useState(() => stores.map((store) => (scope ? scope.getState(store) : store.getState())) as StoreValues<S>);
  const start = useUnit(startPlatformFx);
  useEffect(() => {
    ensureStarted(start);
    const update = (index: number, value: unknown) =>
      startTransition(() =>
        setValues((previous) => (Object.is(previous[index], value) ? previous : (previous.map((old, at) => (at === index ? value : old)) as StoreValues<S>))),
      );
    // subscribe calls back at once (a change between the first render and now) and on every change; in a scope (a test's
    // fork) the scope's values are watched, read once first for the same reason
    const subscriptions = stores.map((store, index) => {
      if (!scope) return store.subscribe((value) => update(index, value));
      update(index, scope.getState(store));
      return createWatch({ unit: store, scope, fn: (value) => update(index, value) });
    });
    return () => subscriptions.forEach((unsubscribe) => unsubscribe());
    // the stores are the kernel's module-level units: the same on every render
  }, [...stores, scope, start]);
  return values;
}

export function useFabricsContent() {
  const [fabrics, fabricsState, materials, materialsState, customFabrics, online] = useContentStores([
    $fabrics,
    $fabricsState,
    $materials,
    $materialsState,
    $customFabrics,
    $online,
  ]);
  const both = [statusOf(fabricsState, fabrics.length, online), statusOf(materialsState, materials.length, online)];
  const status: ContentStatus = both.every((one) => one === 'ready')
    ? 'ready'
    : !online && (fabricsState !== 'loading' || materialsState !== 'loading')
      ? 'offline'
      : both.includes('failed')
        ? 'failed'
        : 'loading';
  return { fabrics, materials, customFabrics, status };
}

export function usePatternsContent() {
  const [patterns, state, online] = useContentStores([$sewingPatterns, $sewingPatternsState, $online]);
  const sorted = [...patterns].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { patterns: sorted, status: statusOf(state, patterns.length, online) };
}

export function useInspirationsContent() {
  const [inspirations, state, online] = useContentStores([$inspirations, $inspirationsState, $online]);
  const sorted = [...inspirations].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { inspirations: sorted, status: statusOf(state, inspirations.length, online) };
}
