import { render, screen, within } from '@testing-library/react';
import { BrowserRouter } from '@nahtlos/platform';
import { TabBar } from './TabBar';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <TabBar path={path} />
    </BrowserRouter>,
  );
}

describe('the navigation (tab bar on phones, top navigation from 768 px)', () => {
  it('shows its four items with SVG icons and their names, no characters as icons', () => {
    renderAt('/fabrics');
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const items = ['Start', 'Schnitte', 'Stoffe', 'Profil'].map((name) => within(navigation).getByRole('link', { name }));
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/', '/tabs/patterns', '/fabrics', '/profile']);
    for (const item of items) {
      const icon = item.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(item.textContent).toMatch(/^(Start|Schnitte|Stoffe|Profil)$/);
    }
    expect(navigation.textContent).not.toMatch(/[⌂✂▦☺]/);
  });

  it('marks the current page (also /patterns for Schnitte)', () => {
    renderAt('/patterns');
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Schnitte' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });

  it('carries the wordmark for the top navigation, and the mark that pages start below it', () => {
    renderAt('/');
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(navigation).toHaveAttribute('data-nt-topnav');
    const logo = within(navigation).getByRole('link', { name: 'Nahtlos – Zur Startseite' });
    expect(logo).toHaveTextContent('Nahtlos');
    expect(logo).toHaveAttribute('href', '/');
  });
});
