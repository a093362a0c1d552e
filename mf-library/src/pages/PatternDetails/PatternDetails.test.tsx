import { screen } from '@testing-library/react';
import { patterns } from '../../../test/fixtures';
import { renderPage, resetBus, setStore } from '../../../test/renderPage';
import { PatternsPage } from '../Patterns/Patterns';
import { PatternDetailsPage, PatternFromStatePage } from './PatternDetails';

jest.mock('@nahtlos/platform', () => jest.requireActual('../../../test/kernelMock').mockKernel());

beforeEach(() => {
  resetBus();
  setStore('sewingPatterns', patterns);
  setStore('sewingPatternsState', 'loaded');
});

it('/patterns lists every pattern by position with preview, name and subline', () => {
  renderPage('/patterns', '/patterns', <PatternsPage />);
  const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/pattern/'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pattern/shirt-mila', '/pattern/body-lotte']);
  expect(links[0]).toHaveTextContent('Shirt MilaKurzarmshirt mit Halsbündchen');
  expect(links[0].querySelector('img')).toHaveAttribute('src', '/p/shirt-preview.png');
});

it('pattern details: name, subline, preview, configure link, consumption table and instructions', () => {
  renderPage('/pattern/shirt-mila', '/pattern/:patternId', <PatternDetailsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Shirt Mila' })).toBeInTheDocument();
  expect(screen.getByText('Kurzarmshirt mit Halsbündchen')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Shirt Mila' })).toHaveAttribute('src', '/p/shirt-preview.png');
  expect(screen.getByRole('link', { name: 'Jetzt konfigurieren' })).toHaveAttribute('href', '/configurator/shirt-mila');
  expect(screen.getByRole('img', { name: /Stoffverbrauch für Shirt Mila/ })).toHaveAttribute('src', '/p/shirt-table.svg');
  expect(screen.getByRole('heading', { name: 'ANLEITUNGEN' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Halsbündchen annähen/ })).toHaveAttribute('href', 'https://www.nahtlos.de/anleitungen/shirt-mila/1');
});

it('no instructions: no ANLEITUNGEN slider', () => {
  renderPage('/pattern/body-lotte', '/pattern/:patternId', <PatternDetailsPage />);
  expect(screen.queryByRole('heading', { name: 'ANLEITUNGEN' })).not.toBeInTheDocument();
});

it('an unknown pattern says so with a way to the patterns', () => {
  renderPage('/pattern/nope', '/pattern/:patternId', <PatternDetailsPage />);
  expect(screen.getByRole('heading', { name: 'Schnittmuster nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu den Schnittmustern' })).toHaveAttribute('href', '/patterns');
});

it('/pattern-details shows the pattern from navigation state, else goes to /patterns', () => {
  const { unmount } = renderPage('/pattern-details', '/pattern-details', <PatternFromStatePage />, { pattern: patterns[0] });
  expect(screen.getByRole('heading', { level: 2, name: 'Body Lotte' })).toBeInTheDocument();
  unmount();
  renderPage('/pattern-details', '/pattern-details', <PatternFromStatePage />);
  expect(screen.getByTestId('landed')).toHaveTextContent('/patterns');
});
