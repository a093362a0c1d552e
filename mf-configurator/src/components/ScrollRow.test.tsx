import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ScrollRow } from './ScrollRow';

/** jsdom lays nothing out: the row's sizes are given. */
function sized(element: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('ScrollRow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades the edge where more chips follow: the end at first, both in the middle, the start at the end', () => {
    render(
      <ScrollRow className="cfg-row" label="Bereiche">
        {['Kapuze', 'Futter', 'Hauptstoff', 'Ärmel', 'Taschen', 'Bündchen'].map((name) => (
          <button key={name} type="button">
            {name}
          </button>
        ))}
      </ScrollRow>,
    );
    const row = screen.getByRole('group', { name: 'Bereiche' });
    expect(row).toHaveClass('cfg-row', 'nt-scroll-fade');
    sized(row, { scrollWidth: 700, clientWidth: 380 });
    const scrollTo = (left: number) =>
      act(() => {
        row.scrollLeft = left;
        row.dispatchEvent(new Event('scroll'));
        jest.advanceTimersByTime(50);
      });
    scrollTo(0);
    expect([row.hasAttribute('data-fade-start'), row.hasAttribute('data-fade-end')]).toEqual([false, true]);
    scrollTo(150);
    expect([row.hasAttribute('data-fade-start'), row.hasAttribute('data-fade-end')]).toEqual([true, true]);
    scrollTo(320);
    expect([row.hasAttribute('data-fade-start'), row.hasAttribute('data-fade-end')]).toEqual([true, false]);
  });

  it('a row that fits (every chip in view) does not fade', () => {
    render(
      <ScrollRow className="cfg-row" label="Material">
        <button type="button">Jersey</button>
      </ScrollRow>,
    );
    const row = screen.getByRole('group', { name: 'Material' });
    sized(row, { scrollWidth: 300, clientWidth: 380 });
    act(() => {
      row.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(50);
    });
    expect(row.hasAttribute('data-fade-start') || row.hasAttribute('data-fade-end')).toBe(false);
  });

  describe('keys', () => {
    /** A row of areas the way the configurator shows them: one pressed, the tab stop on it. */
    function Areas({ selects }: { selects: boolean }) {
      const [selected, setSelected] = useState('Hauptstoff');
      return (
        <ScrollRow className="cfg-row" label="Bereiche" selects={selects}>
          {['Hauptstoff', 'Ärmel', 'Bündchen'].map((name) => (
            <button key={name} type="button" aria-pressed={selected === name} tabIndex={selected === name ? 0 : -1} onClick={() => setSelected(name)}>
              {name}
            </button>
          ))}
        </ScrollRow>
      );
    }
    const area = (name: string) => screen.getByRole('button', { name });

    it('a row of one choice: the arrow keys select the chip they move to (and Home/End)', () => {
      render(<Areas selects />);
      area('Hauptstoff').focus();
      fireEvent.keyDown(area('Hauptstoff'), { key: 'ArrowRight' });
      expect(area('Ärmel')).toHaveFocus();
      expect(area('Ärmel')).toHaveAttribute('aria-pressed', 'true');
      expect(area('Ärmel')).toHaveAttribute('tabindex', '0');
      expect(area('Hauptstoff')).toHaveAttribute('aria-pressed', 'false');
      fireEvent.keyDown(area('Ärmel'), { key: 'End' });
      expect(area('Bündchen')).toHaveAttribute('aria-pressed', 'true');
      fireEvent.keyDown(area('Bündchen'), { key: 'ArrowRight' }); // round to the first
      expect(area('Hauptstoff')).toHaveFocus();
      expect(area('Hauptstoff')).toHaveAttribute('aria-pressed', 'true');
      fireEvent.keyDown(area('Hauptstoff'), { key: 'Enter' }); // not the row's key: nothing moves
      expect(area('Hauptstoff')).toHaveFocus();
    });

    it('another row: the arrow keys only move the focus', () => {
      render(<Areas selects={false} />);
      area('Hauptstoff').focus();
      fireEvent.keyDown(area('Hauptstoff'), { key: 'ArrowRight' });
      expect(area('Ärmel')).toHaveFocus();
      expect(area('Ärmel')).toHaveAttribute('aria-pressed', 'false');
      expect(area('Hauptstoff')).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
