import { render, screen, within } from '@testing-library/react';
import type { SewingPattern } from '@nahtlos/platform';
import { Consumption } from './Consumption';

const pattern = (overrides: Partial<SewingPattern>) =>
  ({
    id: 'shirt-mila',
    name: 'Shirt Mila',
    tablePath: '/media/content/table-shirt-mila.svg',
    areas: [
      { id: 'hauptstoff', name: 'Hauptstoff' },
      { id: 'aermel', name: 'Ärmel' },
    ],
    consumption: [
      { size: '50/56', values: { hauptstoff: 55, aermel: 25 } },
      { size: '62/68', values: { hauptstoff: 60 } },
    ],
    ...overrides,
  }) as SewingPattern;

describe('consumption on the project details', () => {
  it('is a table in the app’s font with its caption once: sizes by row, areas by column', () => {
    render(<Consumption pattern={pattern({})} />);
    const section = screen.getByRole('region', { name: 'STOFFVERBRAUCH' });
    expect(within(section).getAllByText('in cm, bei einer Stoffbreite von 140 cm')).toHaveLength(1);
    expect(within(section).queryByRole('img')).toBeNull();
    const table = within(section).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Größe', 'Hauptstoff', 'Ärmel']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['55', '25'],
      ['60', '–'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('50/56');
  });

  it('without figures shows the table image, which carries its own caption (the heading only for screen readers)', () => {
    render(<Consumption pattern={pattern({ consumption: [] })} />);
    expect(screen.getByRole('img', { name: 'Stoffverbrauch für Shirt Mila' })).toHaveAttribute('src', '/media/content/table-shirt-mila.svg');
    expect(screen.getByRole('heading', { name: 'STOFFVERBRAUCH' })).toHaveClass('nt-visually-hidden');
    expect(screen.queryByText('in cm, bei einer Stoffbreite von 140 cm')).toBeNull();
  });
});
