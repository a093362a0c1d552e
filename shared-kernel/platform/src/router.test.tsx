import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output aria-label="Adresse">{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

function Fabric() {
  const { fabricId } = useParams<{ fabricId: string }>();
  const navigate = useNavigate();
  return (
    <>
      <h1>Stoff {fabricId}</h1>
      <button type="button" onClick={() => navigate('/fabrics?farbe=blau', { replace: true, state: { from: fabricId } })}>
        Ersetzen
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Zurück
      </button>
    </>
  );
}

function Filter() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ farbe: 'rot' }, { replace: true })}>
      Farbe {params.get('farbe') ?? 'alle'}
    </button>
  );
}

function App() {
  return (
    <>
      <Where />
      <Routes>
        <Route path="/fabrics" element={<Link to="/fabric/jersey-senf">Jersey Senf</Link>} />
        <Route path="/fabric/:fabricId" element={<Fabric />} />
        <Route path="/filter" element={<Filter />} />
        <Route path="/tabs" element={<Navigate to="/fabrics" replace />} />
        <Route path="*" element={<h1>Seite nicht gefunden</h1>} />
      </Routes>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

describe('the router in the browser', () => {
  beforeEach(() => window.history.replaceState(null, '', '/fabrics'));

  it('numbers the entry it starts on 0 and every entry a link adds one more; a replace keeps the number', async () => {
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(window.history.state).toEqual({ idx: 0 });

    await userEvent.click(screen.getByRole('link', { name: 'Jersey Senf' }));
    expect(screen.getByRole('heading', { name: 'Stoff jersey-senf' })).toBeTruthy();
    expect(window.location.pathname).toBe('/fabric/jersey-senf');
    expect(window.history.state).toEqual({ usr: null, idx: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Ersetzen' }));
    expect(address()).toBe('/fabrics?farbe=blau {"from":"jersey-senf"}');
    expect(window.history.state).toEqual({ usr: { from: 'jersey-senf' }, idx: 1 });
  });

  it('leaves a click with a modifier key to the browser', async () => {
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Jersey Senf' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('link', { name: 'Jersey Senf' }).getAttribute('href')).toBe('/fabric/jersey-senf');
    expect(address()).toBe('/fabrics null');
  });

  it('keeps the number of an entry that has one (a reload)', () => {
    window.history.replaceState({ usr: null, idx: 3 }, '', '/fabrics');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(window.history.state).toEqual({ usr: null, idx: 3 });
  });

  it('navigate(-1) steps back in the browser history', async () => {
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Jersey Senf' }));
    const steppedBack = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await act(() => steppedBack);
    expect(address()).toBe('/fabrics null');
  });

  it('sets the query and redirects, and shows the catch-all route for an unknown path', async () => {
    window.history.replaceState(null, '', '/filter');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Farbe alle' }));
    expect(screen.getByRole('button', { name: 'Farbe rot' })).toBeTruthy();
    expect(window.location.search).toBe('?farbe=rot');

    act(() => window.history.pushState(null, '', '/tabs'));
    expect(window.location.pathname).toBe('/fabrics');

    act(() => window.history.pushState(null, '', '/gibt-es-nicht'));
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});

describe('the server render and tests', () => {
  it('StaticRouter renders the given path and query, whatever the browser shows', () => {
    window.history.replaceState(null, '', '/somewhere-else');
    const html = renderToString(
      <StaticRouter location="/fabric/ringel-rose?farbe=rot">
        <App />
      </StaticRouter>,
    );
    expect(html).toContain('Stoff <!-- -->ringel-rose');
    expect(html).toContain('/fabric/ringel-rose?farbe=rot null');
  });

  it('MemoryRouter starts at its first entry with its state and navigates without the browser history', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <MemoryRouter initialEntries={[{ pathname: '/fabrics', search: '?farbe=gelb', state: { resume: true } }]}>
        <App />
      </MemoryRouter>,
    );
    expect(address()).toBe('/fabrics?farbe=gelb {"resume":true}');
    await userEvent.click(screen.getByRole('link', { name: 'Jersey Senf' }));
    expect(screen.getByRole('heading', { name: 'Stoff jersey-senf' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});
