/** Test helper for remotes: renders one page at its route; other routes show where it navigated. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@nahtlos/platform';

/** Shows where the page navigated to (path and state) so tests can assert redirects. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

export function renderPage(path: string, element: ReactElement, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}
