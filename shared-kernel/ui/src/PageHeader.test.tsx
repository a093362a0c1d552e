import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation } from '@nahtlos/platform';
import { PageHeader } from './PageHeader';

function Where() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

function App() {
  return (
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/" element={<h1>Start</h1>} />
        <Route path="/fabrics" element={<Link to="/fabric/f1">Stoff f1</Link>} />
        <Route path="/profile" element={<Link to="/details/p1">Projekt p1</Link>} />
        <Route path="/fabric/:id" element={<PageHeader title="Stoff" />} />
        <Route path="/details/:id" element={<PageHeader title="Projekt" backTo="/profile" />} />
        <Route path="/save" element={<PageHeader title="Speichern" backTo="/fabrics" backReplacing={{ state: { resume: true } }} />} />
      </Routes>
    </BrowserRouter>
  );
}

/** The app opened straight on `path` from a page that is not the app's (a search, the shop, about:blank). */
function openedOn(path: string) {
  window.history.replaceState(null, '', '/somewhere-else');
  window.history.pushState(null, '', path);
}

const address = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

describe('PageHeader back', () => {
  it('opened straight on a page, ← goes to home instead of out of the app', async () => {
    openedOn('/fabric/f1');
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(address()).toBe('/');
  });

  it("opened straight on a page with a logical parent, ← goes to that parent", async () => {
    openedOn('/details/p1');
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(address()).toBe('/profile');
  });

  it('after a step inside the app, ← goes back to where the user came from (not the logical parent)', async () => {
    openedOn('/profile');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Projekt p1' }));
    expect(address()).toBe('/details/p1');
    const lengthBefore = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // history.back() answers with popstate
    expect(address()).toBe('/profile');
    expect(window.history.length).toBe(lengthBefore); // stepped back, pushed nothing
  });

  it('a page that replaced its parent: ← goes to the parent, replacing this entry, with the given state', async () => {
    openedOn('/profile');
    render(<App />);
    act(() => {
      window.history.pushState({ idx: 1 }, '', '/save'); // an app entry before: ← would otherwise step back
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const lengthBefore = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(address()).toBe('/fabrics');
    expect(window.history.length).toBe(lengthBefore);
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ resume: true });
  });

  it('keeps the data-nt-back mark the Android hardware back presses', () => {
    openedOn('/fabric/f1');
    render(<App />);
    expect(screen.getByRole('button', { name: 'Zurück' })).toHaveAttribute('data-nt-back');
  });

  it('draws ←, ✓ and ✕ as SVG icons inside buttons that keep their names', () => {
    render(
      <BrowserRouter>
        <PageHeader title="Speichern" tickmark={() => undefined} />
        <PageHeader title="Foto" closeTo="/fabrics" />
      </BrowserRouter>,
    );
    const buttons = [
      ...screen.getAllByRole('button', { name: 'Zurück' }),
      screen.getByRole('button', { name: 'Speichern' }),
      screen.getByRole('button', { name: 'Schließen' }),
    ];
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button).toHaveTextContent(/^$/);
    }
  });
});
