import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A route's page whose code loads when the route is first shown. `fallback`
 * is what the page itself shows while it loads, so nothing moves when the code arrives. A server render sends the
 * fallback; the browser renders the page there once its code is in.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, fallback: ReactElement): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
