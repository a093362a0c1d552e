import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { allSettled, type Scope, type UnitTargetable } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from '@nahtlos/platform';

/** Shows where the page navigated to, so tests can assert links and redirects. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

/** Shows the current search of the page under test (URL-reflected filters). */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Renders `element` at `route` in the test's scope (its units read and write the fork, not the app's state). */
export function renderPage(route: string, path: string, element: ReactElement, { scope, state }: { scope: Scope; state?: unknown }) {
  const url = new URL(route, 'http://test');
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <SearchProbe />
              </>
            }
          />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** Launches `unit` in the scope and waits for everything it starts, inside act (the page re-renders). */
export async function settle<T>(scope: Scope, unit: UnitTargetable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  await act(async () => {
    await allSettled(unit, { scope, params: params[0] } as { scope: Scope; params: T });
  });
}

