import { screen, within } from '@testing-library/react';
import type { Scope } from 'effector';
import { contentStores, loggedIn, loggedOut, purchaseUpdated } from '@nahtlos/platform';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { HomePage } from './Home';

let scope: Scope;
const show = () => renderPage('/', '/', <HomePage />, { scope });
const sections = () => Array.from(document.querySelectorAll<HTMLElement>('[data-section]')).map((element) => element.dataset.section);

beforeEach(() => {
  scope = libraryScope();
});

it('shows the sections in the spec’s order, logged out with the login invitation', () => {
  show();
  expect(sections()).toEqual(['design', 'login', 'photo', 'fabrics', 'inspiration', 'outfits', 'patterns']);
  expect(screen.getByRole('link', { name: 'Schnitt designen' })).toHaveAttribute('href', '/tabs/patterns');
  expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: /registrieren/ })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Stoffbibliothek' })).toHaveAttribute('href', '/fabrics');
  expect(screen.getByRole('link', { name: 'Jetzt entdecken' })).toHaveAttribute('href', '/inspiration/1');
  // the welcome header has no close button
  expect(screen.queryByRole('link', { name: 'Schließen' })).not.toBeInTheDocument();
  // intro carousel: three slides with bullets
  const intro = screen.getByRole('region', { name: 'Willkommen' });
  expect(within(intro).getAllByRole('button', { name: /Zu Folie/ })).toHaveLength(3);
  expect(within(intro).getByRole('button', { name: 'Zu Folie 1' })).toHaveAttribute('aria-current', 'true');
});

it('hides the login invitation while logged in and shows it again after logout (re-read on every entry)', async () => {
  const { unmount } = show();
  await settle(scope, loggedIn, { username: 'anna' });
  expect(screen.queryByRole('link', { name: 'Zum Login' })).not.toBeInTheDocument();
  expect(sections()).toEqual(['design', 'photo', 'fabrics', 'inspiration', 'outfits', 'patterns']);
  unmount();
  show();
  expect(screen.queryByRole('link', { name: 'Zum Login' })).not.toBeInTheDocument();
  await settle(scope, loggedOut);
  expect(screen.getByRole('link', { name: 'Zum Login' })).toBeInTheDocument();
});

it('links inspiration cards and the pattern carousel', () => {
  show();
  const slider = document.querySelector<HTMLElement>('[data-section="inspiration"] .nt-slider')!;
  expect(within(slider).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/inspiration/1', '/inspiration/5']);
  const carousel = screen.getByRole('region', { name: 'Schnittmuster kennenlernen' });
  // sorted by position: Shirt Mila first
  expect(within(carousel).getAllByRole('link', { hidden: true })[0]).toHaveAttribute('href', '/pattern/shirt-mila');
  const footer = screen.getByRole('navigation', { name: 'Rechtliches' });
  expect(within(footer).getByRole('link', { name: /Impressum/ })).toHaveAttribute('target', '_blank');
  expect(within(footer).getByRole('link', { name: /AGB/ })).toHaveAttribute('target', '_blank');
  expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
});

it("photo teaser: 'Los geht's' for non-owners; owners get 'Eigenen Stoff anlegen' and 'Weitere Infos'", async () => {
  show();
  const teaser = () => screen.getByRole('region', { name: 'Deine eigenen Stoffe in der App' });
  expect(within(teaser()).getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/foto-feature');
  expect(within(teaser()).queryByRole('link', { name: 'Weitere Infos' })).not.toBeInTheDocument();
  await settle(scope, purchaseUpdated, { owned: true, state: 'finished' });
  expect(within(teaser()).queryByRole('link', { name: "Los geht's" })).not.toBeInTheDocument();
  expect(within(teaser()).getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeInTheDocument();
  expect(within(teaser()).getByRole('link', { name: 'Weitere Infos' })).toHaveAttribute('href', '/inspiration/5');
});

it('shows German loading lines while content loads', async () => {
  scope = libraryScope({ content: { inspirations: [], sewingPatterns: [] }, states: { inspirations: 'loading', sewingPatterns: 'loading' } });
  show();
  expect(screen.getByText('Die Inspirationen werden geladen...')).toBeInTheDocument();
  expect(screen.getByText('Die Schnittmuster werden geladen...')).toBeInTheDocument();
  await settle(scope, contentStores.inspirations.stateChanged, 'loaded');
  expect(screen.queryByText('Die Inspirationen werden geladen...')).not.toBeInTheDocument();
});

describe('from the tablet width on', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows every intro slide and the patterns side by side as lists, without bullets or buttons', () => {
    show();
    const intro = screen.getByRole('region', { name: 'Willkommen' });
    expect(within(intro).getAllByRole('listitem')).toHaveLength(3);
    expect(within(intro).queryByRole('button')).not.toBeInTheDocument();
    expect(intro.querySelector('.lib-carousel__slide[inert], .lib-carousel__slide[aria-hidden]')).toBeNull();
    const patternList = screen.getByRole('region', { name: 'Schnittmuster kennenlernen' });
    expect(within(patternList).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/pattern/shirt-mila', '/pattern/body-lotte']);
    expect(within(patternList).queryByRole('button')).not.toBeInTheDocument();
  });
});
