import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from '@nahtlos/platform';
import { RouteTransition } from './RouteTransition';

function App() {
  return (
    <BrowserRouter>
      <RouteTransition>
        <Routes>
          <Route path="/login" element={<Link to="/register">Profil anlegen</Link>} />
          <Route path="/register" element={<Link to="/login">Zum Login</Link>} />
        </Routes>
      </RouteTransition>
    </BrowserRouter>
  );
}

const pageOf = (name: string) => screen.getByRole('link', { name }).parentElement!;

describe('RouteTransition', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));

  it('shows the route the app was mounted with as it is, without the page-enter animation', () => {
    render(<App />);
    expect(pageOf('Profil anlegen')).not.toHaveClass('nt-page-enter');
  });

  it('lets every later route enter with the page-enter animation, the first route too when it comes back', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Profil anlegen' }));
    expect(pageOf('Zum Login')).toHaveClass('nt-page-enter');
    await userEvent.click(screen.getByRole('link', { name: 'Zum Login' }));
    expect(pageOf('Profil anlegen')).toHaveClass('nt-page-enter');
  });
});
