/**
 * A tap on the first paint before the app took over is made again once the app has mounted (the loader in
 * scripts/code-after-paint.cjs keeps it; e2e/tests/firstPaint.spec.ts taps the configurator in a browser).
 */
import { PENDING_TAP as LOADER_PENDING_TAP, TAP_PENDING_ATTRIBUTE as LOADER_TAP_PENDING_ATTRIBUTE } from '../scripts/code-after-paint.cjs';
import { dropFirstPaint, firstPaintReplaced } from './firstPaint';
import { PENDING_TAP, TAP_PENDING_ATTRIBUTE } from './firstPaintTap';

const page = window as Window & { [PENDING_TAP]?: HTMLElement };
const fabricButton = (id: string, name: string) => `<button type="button" class="cfg-fabric" aria-pressed="false" data-fabric-id="${id}">${name}</button>`;

/** The first paint as the host serves it, with the loader's mark on the tapped fabric. */
function firstPaintWithTapOn(id: string): { container: HTMLElement; tapped: HTMLElement } {
  document.body.innerHTML = `<div id="page-root"><div class="app-container" inert>${fabricButton('ringel', 'Ringel')}${fabricButton('uni', 'Uni')}</div></div>`;
  const container = document.querySelector<HTMLElement>('.app-container')!;
  const tapped = container.querySelector<HTMLElement>(`[data-fabric-id="${id}"]`)!;
  tapped.setAttribute(TAP_PENDING_ATTRIBUTE, '');
  tapped.setAttribute('aria-busy', 'true');
  page[PENDING_TAP] = tapped;
  return { container, tapped };
}

const clicksOn = (container: HTMLElement) => {
  const clicked: string[] = [];
  container.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).dataset.fabricId ?? ''));
  return clicked;
};

afterEach(() => delete page[PENDING_TAP]);

it('uses the names of the page’s loader', () => {
  expect(PENDING_TAP).toBe(LOADER_PENDING_TAP);
  expect(TAP_PENDING_ATTRIBUTE).toBe(LOADER_TAP_PENDING_ATTRIBUTE);
});

it('the app adopted the first paint: the very control is tapped once, no longer busy', () => {
  const { container, tapped } = firstPaintWithTapOn('uni');
  const clicked = clicksOn(container);
  firstPaintReplaced(container);
  expect(clicked).toEqual(['uni']);
  expect(tapped.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
  expect(tapped.hasAttribute('aria-busy')).toBe(false);
  firstPaintReplaced(container);
  expect(clicked).toEqual(['uni']);
});

it('the app rendered afresh: its control with the same identity is tapped, whatever its state', () => {
  const { container } = firstPaintWithTapOn('uni');
  container.innerHTML = fabricButton('ringel', 'Ringel') + fabricButton('uni', 'Uni').replace('aria-pressed="false"', 'aria-pressed="true"');
  const clicked = clicksOn(container);
  firstPaintReplaced(container);
  expect(clicked).toEqual(['uni']);
});

it('no single control of that identity, or an app that could not be mounted: nothing is tapped', () => {
  let { container } = firstPaintWithTapOn('uni');
  container.innerHTML = fabricButton('uni', 'Uni') + fabricButton('uni', 'Uni');
  let clicked = clicksOn(container);
  firstPaintReplaced(container);
  expect(clicked).toEqual([]);

  ({ container } = firstPaintWithTapOn('uni'));
  clicked = clicksOn(container);
  dropFirstPaint(container);
  expect(page[PENDING_TAP]).toBeUndefined();
  firstPaintReplaced(container);
  expect(clicked).toEqual([]);
});
