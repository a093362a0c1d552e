/** The library's tests' fork: the platform's published content and the account's lists as loaded, the platform's start a no-op. */
import { fork, scopeBind, type Effect, type EventCallable, type Scope, type StoreWritable } from 'effector';
import { $customFabrics, $customFabricsState, contentStores, type Fabric, type LoadState } from '@nahtlos/platform';
import { retryContentFx, startPlatformFx } from '../src/content';
import { fabrics, inspirations, materials, patterns } from './fixtures';

export type Collection = keyof typeof contentStores;
// fork's own pair types: any store, any effect
type Values = [StoreWritable<any>, unknown][];
type Handlers = [Effect<any, any, any>, (...args: any[]) => unknown][];

export const published: Record<Collection, unknown[]> = { fabrics, materials, sewingPatterns: patterns, inspirations };

/** A collection as the platform's content cache would have received it. */
export const contentData = (items: unknown[]) => ({ items, publishedAt: null, legacy: [] });

export interface LibraryScopeOptions {
  /** Items per collection (default: the fixtures). */
  content?: Partial<Record<Collection, unknown[]>>;
  /** Load state per collection (default: 'loaded'). */
  states?: Partial<Record<Collection, LoadState>>;
  customFabrics?: Fabric[];
  values?: Values;
  handlers?: Handlers;
}

export function libraryScope(options: LibraryScopeOptions = {}): Scope {
  const collections = Object.keys(contentStores) as Collection[];
  const values: Values = [
    ...collections.map((name): Values[number] => [contentStores[name].$data, contentData(options.content?.[name] ?? published[name])]),
    ...collections.map((name): Values[number] => [contentStores[name].$state, options.states?.[name] ?? 'loaded']),
    [$customFabrics, options.customFabrics ?? []],
    [$customFabricsState, 'loaded'],
    ...(options.values ?? []),
  ];
  const handlers: Handlers = [
    // the shell starts the platform; a page's test has nothing to start
    [startPlatformFx, async () => undefined],
    [retryContentFx, async () => undefined],
    ...(options.handlers ?? []),
  ];
  return fork({ values: values as [StoreWritable<unknown>, unknown][], handlers });
}

/** A collection loading into the scope as the platform's content cache loads it: 'loading', the items, 'loaded'. */
export function loadCollection(scope: Scope, collection: Collection, items: unknown[] = published[collection]): void {
  // each collection's stores take their own item type; here any list of items
  const { stateChanged, received } = contentStores[collection] as unknown as {
    stateChanged: EventCallable<LoadState>;
    received: EventCallable<ReturnType<typeof contentData>>;
  };
  scopeBind(stateChanged, { scope })('loading');
  scopeBind(received, { scope })(contentData(items));
  scopeBind(stateChanged, { scope })('loaded');
}
