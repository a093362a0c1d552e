import type { ReactElement, ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from '@nahtlos/platform';
import { RouteTransition } from '../RouteTransition';

export interface RemoteRoute {
  path: string;
  element: ReactElement;
}

/**
 * A root's router: the browser's history, or with `location` (the server render's request path) a fixed
 * location. StaticRouter is only read when `location` is given, so a browser bundle runs on a platform without it.
 */
export function AppRouter({ location, children }: { location?: string; children: ReactNode }) {
  return typeof location !== 'string' ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;
}

/** A remote's root: the routes it owns, on the browser's history (or `location` on the server), with the shared page transitions. */
export function RemoteRouter({ routes, location }: { routes: RemoteRoute[]; location?: string }) {
  return (
    <AppRouter location={location}>
      <RouteTransition>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </RouteTransition>
    </AppRouter>
  );
}
