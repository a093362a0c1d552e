import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from '@nahtlos/platform';
import { RouteTransition } from '../RouteTransition';

export interface RemoteRoute {
  path: string;
  element: ReactElement;
}

/** A remote's root: the routes it owns, on the browser's history, with the shared page transitions. */
export function RemoteRouter({ routes }: { routes: RemoteRoute[] }) {
  return (
    <BrowserRouter>
      <RouteTransition>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </RouteTransition>
    </BrowserRouter>
  );
}
