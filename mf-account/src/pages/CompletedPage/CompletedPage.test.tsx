import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@nahtlos/testing';
import { AppConnectedPage } from '../AppConnectedPage/AppConnectedPage';
import { AWAITED_EMAIL_KEY } from '../../awaitedEmail';
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

describe('AppConnectedPage', () => {
  it('says the profiles are linked and continues to the profile', async () => {
    renderPage('/login/app-connected', <AppConnectedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Weiter zum Profil' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });
});
