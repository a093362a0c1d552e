/** Test helper for remotes: renders one page at its route; other routes show where it navigated. */
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@nahtlos/platform';

/** Shows where the page navigated to (path, query and state) so tests can assert redirects. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

/**
 * Renders `element` at `path`, which may carry a query (`/login?redirect=%2Ffoto-feature`). `wrapper`: around the
 * page, e.g. effector-react's `Provider` with the test's scope (this package stays free of effector).
 */
export function renderPage(path: string, element: ReactElement, state?: unknown, { wrapper }: Pick<RenderOptions, 'wrapper'> = {}) {
  const [pathname, query = ''] = path.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
      <Routes>
        <Route path={pathname} element={element} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
}
