import { screen, within } from '@testing-library/react';
import type { Scope } from 'effector';
import { patterns } from '../../../test/fixtures';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage } from '../../../test/renderPage';
import { PatternsPage } from '../Patterns/Patterns';
import { PatternDetailsPage, PatternFromStatePage } from './PatternDetails';

let scope: Scope;
beforeEach(() => {
  scope = libraryScope();
});

it('/patterns lists every pattern by position with preview, name and subline', () => {
  renderPage('/patterns', '/patterns', <PatternsPage />, { scope });
  const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/pattern/'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pattern/shirt-mila', '/pattern/body-lotte']);
  expect(links[0]).toHaveTextContent('Shirt MilaKurzarmshirt mit Halsbündchen');
  expect(links[0].querySelector('img')).toHaveAttribute('src', '/p/shirt-preview.png');
});

it('pattern details: name, subline, preview, configure link, consumption table and instructions', () => {
  renderPage('/pattern/shirt-mila', '/pattern/:patternId', <PatternDetailsPage />, { scope });
  expect(screen.getByRole('heading', { level: 2, name: 'Shirt Mila' })).toBeInTheDocument();
  expect(screen.getByText('Kurzarmshirt mit Halsbündchen')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Shirt Mila' })).toHaveAttribute('src', '/p/shirt-preview.png');
  expect(screen.getByRole('link', { name: 'Jetzt konfigurieren' })).toHaveAttribute('href', '/configurator/shirt-mila');
  expect(screen.getByRole('img', { name: /Stoffverbrauch für Shirt Mila/ })).toHaveAttribute('src', '/p/shirt-table.svg');
  expect(screen.getByRole('heading', { name: 'ANLEITUNGEN' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Halsbündchen annähen/ })).toHaveAttribute('href', 'https://www.nahtlos.de/anleitungen/shirt-mila/1');
});

it("'STOFFVERBRAUCH' as a table in the app's font: sizes by area, its caption once", () => {
  const shirt = patterns.find((pattern) => pattern.id === 'shirt-mila')!;
  scope = libraryScope({
    content: {
      sewingPatterns: [
        {
          ...shirt,
          areas: [
            { id: 'hauptstoff', name: 'Hauptstoff', color: '#fff' },
            { id: 'aermel', name: 'Ärmel', color: '#eee' },
          ],
          consumption: [
            { size: '50/56', values: { hauptstoff: 30, aermel: 15 } },
            { size: '62/68', values: { hauptstoff: 35 } },
          ],
        },
      ],
    },
  });
  renderPage('/pattern/shirt-mila', '/pattern/:patternId', <PatternDetailsPage />, { scope });
  const table = screen.getByRole('table', { name: 'Stoffverbrauch für Shirt Mila in cm, bei einer Stoffbreite von 140 cm' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Größe', 'Hauptstoff', 'Ärmel']);
  expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['GrößeHauptstoffÄrmel', '50/563015', '62/6835–']);
  // the caption once: one heading and one note, no image that repeats them
  expect(screen.getAllByText('STOFFVERBRAUCH')).toHaveLength(1);
  expect(screen.getAllByText('in cm, bei einer Stoffbreite von 140 cm')).toHaveLength(1);
  expect(screen.queryByRole('img', { name: /Stoffverbrauch/ })).not.toBeInTheDocument();
});

it('no instructions: no ANLEITUNGEN slider', () => {
  renderPage('/pattern/body-lotte', '/pattern/:patternId', <PatternDetailsPage />, { scope });
  expect(screen.queryByRole('heading', { name: 'ANLEITUNGEN' })).not.toBeInTheDocument();
});

it('an unknown pattern says so with a way to the patterns', () => {
  renderPage('/pattern/nope', '/pattern/:patternId', <PatternDetailsPage />, { scope });
  expect(screen.getByRole('heading', { name: 'Schnittmuster nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu den Schnittmustern' })).toHaveAttribute('href', '/patterns');
});

it('/pattern-details shows the pattern from navigation state, else goes to /patterns', () => {
  const { unmount } = renderPage('/pattern-details', '/pattern-details', <PatternFromStatePage />, { scope, state: { pattern: patterns[0] } });
  expect(screen.getByRole('heading', { level: 2, name: 'Body Lotte' })).toBeInTheDocument();
  unmount();
  renderPage('/pattern-details', '/pattern-details', <PatternFromStatePage />, { scope });
  expect(screen.getByTestId('landed')).toHaveTextContent('/patterns');
});
