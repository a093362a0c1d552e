import { act, fireEvent, render, screen } from '@testing-library/react';
import { HorizontalSlider } from './HorizontalSlider';

/**
 * jsdom lays nothing out: each row gets the sizes a browser would give it. `content` is the width of the cards
 * in the row, the row itself is 300 px wide; scrollLeft is what the user scrolled.
 */
const layout = { content: 900, scrollLeft: 0 };
const spies = [
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('nt-slider') ? Math.max(layout.content, 300) : 0;
  }),
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('nt-slider') ? 300 : 0;
  }),
  jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => layout.scrollLeft),
];
afterAll(() => spies.forEach((spy) => spy.mockRestore()));
beforeEach(() => Object.assign(layout, { content: 900, scrollLeft: 0 }));

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

async function scrollTo(left: number) {
  layout.scrollLeft = left;
  fireEvent.scroll(screen.getByRole('region', { name: 'Deine Kreationen' }));
  await nextFrame();
}

function Cards({ count }: { count: number }) {
  return (
    <HorizontalSlider label="Deine Kreationen">
      {Array.from({ length: count }, (_, index) => (
        <a key={index} href={`/details/p${index}`}>
          Projekt {index + 1}
        </a>
      ))}
    </HorizontalSlider>
  );
}

const previous = () => screen.getByRole('button', { name: 'Deine Kreationen: zurück' });
const next = () => screen.getByRole('button', { name: 'Deine Kreationen: weiter' });
const row = () => screen.getByRole('region', { name: 'Deine Kreationen' });

describe('HorizontalSlider', () => {
  it('at the start of a long row: ‹ is disabled, › is not, and only the end fades', () => {
    render(<Cards count={6} />);
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(row()).toHaveAttribute('data-fade-end');
    expect(row()).not.toHaveAttribute('data-fade-start');
  });

  it('in the middle both buttons work and both edges fade; at the end › is disabled and only the start fades', async () => {
    render(<Cards count={6} />);
    await scrollTo(250);
    expect(previous()).toBeEnabled();
    expect(next()).toBeEnabled();
    expect(row()).toHaveAttribute('data-fade-start');
    expect(row()).toHaveAttribute('data-fade-end');

    await scrollTo(600);
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
    expect(row()).toHaveAttribute('data-fade-start');
    expect(row()).not.toHaveAttribute('data-fade-end');
  });

  it('a row that fits (a single card) has no buttons and no fades', () => {
    layout.content = 240;
    render(<Cards count={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(row()).not.toHaveAttribute('data-fade-start');
    expect(row()).not.toHaveAttribute('data-fade-end');
  });

  it('follows a resize: a row that stops overflowing loses its buttons', async () => {
    render(<Cards count={3} />);
    expect(next()).toBeEnabled();
    layout.content = 280;
    act(() => void window.dispatchEvent(new Event('resize')));
    await nextFrame();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws ‹ and › as SVG icons, not as characters', () => {
    render(<Cards count={6} />);
    for (const button of [previous(), next()]) {
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button).toHaveTextContent(/^$/);
    }
  });

  it('keyboard focus on › moves to ‹ when the end is reached (a disabled button cannot keep it)', async () => {
    render(<Cards count={6} />);
    next().focus();
    await scrollTo(600);
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();
  });
});
