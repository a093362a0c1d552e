import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@nahtlos/testing';
import { AppConnectedPage } from '../AppConnectedPage/AppConnectedPage';
import { AWAITED_EMAIL_KEY } from '../../awaitedEmail';
import { PENDING_RETURN_KEY, PENDING_RETURN_TTL_MS } from '../../pendingReturn';
import { CompletedPage } from './CompletedPage';

describe('CompletedPage', () => {
  it('says "Geschafft!" and continues to the profile', async () => {
    window.sessionStorage.setItem(AWAITED_EMAIL_KEY, 'anna@example.de');
    renderPage('/register/completed', <CompletedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Geschafft!' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(AWAITED_EMAIL_KEY)).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Weiter zum Profil' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });
});

describe('CompletedPage after a registration a page asked for (the activation link opened in another tab)', () => {
  beforeEach(() => window.localStorage.clear());
  const keep = (returnTo: string, savedAt = Date.now()) => window.localStorage.setItem(PENDING_RETURN_KEY, JSON.stringify({ returnTo, savedAt }));

  it("continues to the login, which returns to that page; the kept page is used once", async () => {
    keep('/foto-feature');
    renderPage('/register/completed', <CompletedPage />);
    const toLogin = await screen.findByRole('link', { name: 'Zum Login' });
    expect(toLogin).toHaveAttribute('href', '/login?redirect=%2Ffoto-feature');
    expect(window.localStorage.getItem(PENDING_RETURN_KEY)).toBeNull();
  });

  it.each([
    ['kept longer than the activation link lives', () => keep('/foto-feature', Date.now() - PENDING_RETURN_TTL_MS - 1)],
    ['another site', () => keep('https://evil.example/')],
    ['unreadable', () => window.localStorage.setItem(PENDING_RETURN_KEY, '{')],
  ])('a kept page %s is ignored: on to the profile', (_, setUp) => {
    setUp();
    renderPage('/register/completed', <CompletedPage />);
    expect(screen.getByRole('link', { name: 'Weiter zum Profil' })).toHaveAttribute('href', '/profile');
  });
});

describe('AppConnectedPage', () => {
  it('says the profiles are linked and continues to the profile', async () => {
    renderPage('/login/app-connected', <AppConnectedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Weiter zum Profil' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });
});
