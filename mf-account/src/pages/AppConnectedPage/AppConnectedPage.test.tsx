import { screen } from '@testing-library/react';
import { renderPage } from '@nahtlos/testing';
import { AppConnectedPage } from './AppConnectedPage';

describe('AppConnectedPage', () => {
  it('continues to the profile', () => {
    renderPage('/login/app-connected', <AppConnectedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter zum Profil' })).toHaveAttribute('href', '/profile');
  });

  it('after a login a page asked for, continues back to that page', () => {
    renderPage('/login/app-connected?redirect=%2Ffoto-feature', <AppConnectedPage />);
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/foto-feature');
  });
});
