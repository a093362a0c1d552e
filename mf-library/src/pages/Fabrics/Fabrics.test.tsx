import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scope } from 'effector';
import { $online, customFabricsRead, purchaseUpdated } from '@nahtlos/platform';
import { customFabric } from '../../../test/fixtures';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { FabricsPage } from './Fabrics';

let scope: Scope;
const show = (route = '/fabrics') => renderPage(route, '/fabrics', <FabricsPage />, { scope });
const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/fabric/'))
    .map((link) => link.textContent);

beforeEach(() => {
  scope = libraryScope();
});

it('shows every material except plain colours, fabrics grouped by variation and sorted by position', () => {
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeInTheDocument();
  expect(sectionNames()).toEqual(['Jersey', 'Sweat']);
  const jersey = screen.getByRole('heading', { name: 'Jersey' }).closest('section')!;
  expect(within(jersey).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Uni', 'Streifen']);
  expect(cardNames(jersey)).toEqual(['Jersey Senf', 'Jersey Ozean', 'Ringel Rot', 'Ringel Ostsee', 'Jersey Sonderedition']);
  expect(screen.queryByText('Rot', { selector: '.nt-fabric-card__name' })).not.toBeInTheDocument();
});

describe("'Wieder nach oben'", () => {
  const backToTop = () => screen.queryByRole('button', { name: /Wieder nach oben/ });
  /** The page's height as the browser would lay it out (jsdom has no layout). */
  const pageHeight = (height: number) => Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  afterEach(() => pageHeight(0));

  it('is there when the list is longer than a screen and a half', () => {
    pageHeight(window.innerHeight * 3);
    show();
    expect(backToTop()).toBeInTheDocument();
  });

  it('is not there when the page fits (nothing to scroll back over)', () => {
    pageHeight(window.innerHeight + 100);
    show();
    expect(cardNames(document.body).length).toBeGreaterThan(0);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it('is not there on an empty filter result, however tall the page', () => {
    pageHeight(window.innerHeight * 3);
    show('/fabrics?q=gibtsnicht');
    expect(screen.getByText(/Keine Stoffe gefunden/)).toBeInTheDocument();
    expect(backToTop()).not.toBeInTheDocument();
  });
});

it("shows 'Deine Stoffe' only when the camera feature is owned and custom fabrics exist", async () => {
  show();
  expect(screen.queryByRole('heading', { name: 'Deine Stoffe' })).not.toBeInTheDocument();
  await settle(scope, purchaseUpdated, { owned: true, state: 'finished' });
  expect(screen.queryByRole('heading', { name: 'Deine Stoffe' })).not.toBeInTheDocument();
  await settle(scope, customFabricsRead, [customFabric('c1', 'Omas Vorhang')]);
  const own = screen.getByRole('heading', { name: 'Deine Stoffe' }).closest('section')!;
  expect(cardNames(own)).toEqual(['Omas Vorhang']);
  expect(within(own).getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeInTheDocument();
  // custom fabrics have no cart
  expect(within(own).queryByRole('link', { name: /im Shop kaufen/ })).not.toBeInTheDocument();
  await settle(scope, purchaseUpdated, { owned: false, state: 'unknown' });
  expect(screen.queryByRole('heading', { name: 'Deine Stoffe' })).not.toBeInTheDocument();
});

it('filters by colour instantly and reflects it in the URL', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByRole('button', { name: 'Blau' }));
  expect(screen.getByRole('button', { name: 'Blau' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('search')).toHaveTextContent('?farbe=blau');
  expect(sectionNames()).toEqual(['Jersey']);
  expect(cardNames(document.body)).toEqual(['Jersey Ozean', 'Ringel Ostsee']);
  expect(screen.getByText('2 Stoffe')).toHaveAttribute('role', 'status');
  // pressing it again clears it
  await user.click(screen.getByRole('button', { name: 'Blau' }));
  expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
});

it('filters by material and searches by name, combined', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByRole('button', { name: 'Sweat' }));
  expect(sectionNames()).toEqual(['Sweat']);
  await user.click(screen.getByRole('button', { name: 'Jersey' }));
  await user.type(screen.getByRole('searchbox', { name: 'Stoff suchen' }), 'ringel');
  expect(screen.getByTestId('search')).toHaveTextContent('?material=jersey&q=ringel');
  expect(cardNames(document.body)).toEqual(['Ringel Rot', 'Ringel Ostsee']);
  await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
  expect(sectionNames()).toEqual(['Jersey', 'Sweat']);
});

it('search follows the generic text rule: more than 40 characters are fine, beyond 1000 refused and said', async () => {
  const user = userEvent.setup();
  show();
  const search = screen.getByRole('searchbox', { name: 'Stoff suchen' });
  const long = 'ringel '.repeat(7); // 49 characters
  await user.type(search, long);
  expect(search).toHaveValue(long);
  expect(screen.queryByRole('alert')).toBeNull();
  await user.paste('x'.repeat(1000));
  expect(search).toHaveValue(long);
  expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 1000 Zeichen.');
  expect(search).toHaveAccessibleDescription('Höchstens 1000 Zeichen.');
});

it('restores the filter from a shared URL and says when nothing matches', () => {
  show('/fabrics?farbe=rot&q=ringel');
  expect(cardNames(document.body)).toEqual(['Ringel Rot']);
  expect(screen.getByRole('searchbox')).toHaveValue('ringel');
  expect(screen.getByRole('button', { name: 'Rot' })).toHaveAttribute('aria-pressed', 'true');
});

it('tells when no fabric matches', () => {
  show('/fabrics?q=gibtsnicht');
  expect(screen.getByText(/Keine Stoffe gefunden/)).toBeInTheDocument();
});

it('shows a German loading line, and an offline notice when nothing was ever loaded', () => {
  scope = libraryScope({ content: { fabrics: [] }, states: { fabrics: 'loading' } });
  const { unmount } = show();
  expect(screen.getByText('Die Stoffe werden geladen...')).toBeInTheDocument();
  unmount();
  scope = libraryScope({ content: { fabrics: [] }, states: { fabrics: 'not loaded' }, values: [[$online, false]] });
  show();
  expect(screen.getByText(/Du bist offline/)).toBeInTheDocument();
});
