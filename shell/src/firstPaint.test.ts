/**
 * What the shell's host writes into the page for a first visit (scripts/first-paint.cjs), read back the way
 * the browser does: the route's prerendered page in #page-root (inert), the frame's in #frame-root, their
 * CSS in the head.
 */
import { FIRST_PAINT_FILE, firstPaintOf, isPersonalDevice, withFirstPaint } from '../scripts/first-paint.cjs';
import { contentStores, savedInspirationsRestored } from '@nahtlos/platform';
import { firstPaintReplaceable, firstPaintReplaced, takeFirstPaint } from './firstPaint';
import { firstPaintHydratable } from './firstPaintHydration';

const page = '<!doctype html><html lang="de"><head><title>Nahtlos</title></head><body><div id="page-root"></div><div id="frame-root"></div></body></html>';
const pages = {
  '/fabrics': { html: '<main><h1>Stoffbibliothek</h1></main>', css: 'h1{font-size:20px}' },
  '/fabric/:fabricId': { html: '<main><h1>Stoff</h1></main>', css: '' },
};
const frame = { html: '<nav class="frame-tabbar">Start</nav>', css: '.frame-tabbar{position:fixed}</style><script>alert(1)</script>' };

const served = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it('each app writes its first paints to one file the host reads', () => {
  expect(FIRST_PAINT_FILE).toBe('first-paint.json');
});

it('finds the page for a path by the route patterns, with or without a trailing slash; none for other paths or broken files', () => {
  expect(firstPaintOf(pages, '/fabrics')?.html).toContain('Stoffbibliothek');
  expect(firstPaintOf(pages, '/fabrics/')?.html).toContain('Stoffbibliothek');
  expect(firstPaintOf(pages, '/fabric/jersey-senf')?.html).toContain('Stoff');
  expect(firstPaintOf(pages, '/fabric/jersey-senf/extra')).toBeNull();
  expect(firstPaintOf(pages, '/profile')).toBeNull();
  expect(firstPaintOf(null, '/fabrics')).toBeNull();
  expect(firstPaintOf({ '/fabrics': { html: 1 } }, '/fabrics')).toBeNull();
});

it("the served page holds the route's page (inert, for its app) and the frame, and their CSS in one style element that cannot be ended early", () => {
  const document = served(withFirstPaint(page, { frame, page: pages['/fabrics'], remote: 'mf_library' }));
  const prerendered = document.querySelector('#page-root > [data-first-paint]')!;
  expect(prerendered.getAttribute('data-app')).toBe('mf_library');
  expect(prerendered.hasAttribute('inert')).toBe(true);
  expect(prerendered.querySelector('h1')?.textContent).toBe('Stoffbibliothek');
  expect(document.querySelector('#frame-root[data-first-paint="frame"] > nav.frame-tabbar')?.textContent).toBe('Start');
  const styles = document.head.querySelectorAll('style#first-paint-style');
  expect(styles).toHaveLength(1);
  expect(styles[0].textContent).toContain('.frame-tabbar{position:fixed}');
  expect(styles[0].textContent).toContain('h1{font-size:20px}');
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

it('without a first paint the page is served as it is', () => {
  expect(withFirstPaint(page, {})).toBe(page);
});

it('the remote takes the element with its first paint once', () => {
  document.documentElement.innerHTML = served(withFirstPaint(page, { frame, page: pages['/fabrics'], remote: 'mf_library' })).documentElement.innerHTML;
  const element = takeFirstPaint('mf_library');
  expect(element?.querySelector('h1')?.textContent).toBe('Stoffbibliothek');
  expect(takeFirstPaint('mf_library')).toBeNull();
  expect(document.querySelector('#page-root > .app-container')).toBe(element);
});

it("another app finds none and removes it: the address moved on before the app started, so the page never shows two", () => {
  document.documentElement.innerHTML = served(withFirstPaint(page, { frame, page: pages['/fabrics'], remote: 'mf_library' })).documentElement.innerHTML;
  expect(takeFirstPaint('mf_account')).toBeNull();
  expect(document.querySelectorAll('#page-root > *')).toHaveLength(0);
  expect(takeFirstPaint('mf_library')).toBeNull();
  // the frame's first paint is the frame's own
  expect(document.querySelector('#frame-root .frame-tabbar')).not.toBeNull();
});

it('once the app has taken over, the container and the fields the renderer locked are usable; fields the app made read-only stay so', () => {
  const container = document.createElement('div');
  container.setAttribute('inert', '');
  container.innerHTML = [
    '<input id="email" readonly data-first-paint-locked="readonly">',
    '<select id="size" disabled data-first-paint-locked="disabled"></select>',
    '<input id="fixed" readonly>',
    '<input id="odd" readonly data-first-paint-locked="onclick">',
  ].join('');
  firstPaintReplaced(container);
  expect(container.hasAttribute('inert')).toBe(false);
  expect(container.querySelector('#email')!.hasAttribute('readonly')).toBe(false);
  expect(container.querySelector('#size')!.hasAttribute('disabled')).toBe(false);
  expect(container.querySelector('#fixed')!.hasAttribute('readonly')).toBe(true);
  // only what the renderer locks is lifted
  expect(container.querySelector('#odd')!.hasAttribute('readonly')).toBe(true);
  expect(container.querySelectorAll('[data-first-paint-locked]')).toHaveLength(0);
});

it("a first paint is hydrated only on a device whose first render is the first visitor's: no personal data, no drafts", () => {
  expect(firstPaintHydratable()).toBe(true);
  document.cookie = 'nahtlos_personal=1; Path=/';
  expect(firstPaintHydratable()).toBe(false);
  document.cookie = 'nahtlos_personal=; Path=/; Max-Age=0';
  expect(firstPaintHydratable()).toBe(true);
  localStorage.setItem('nahtlos:draft:anonymous:new:jacke-paul', '{}');
  expect(firstPaintHydratable()).toBe(false);
  localStorage.clear();
  expect(firstPaintHydratable()).toBe(true);
  // a saved inspiration, restored before the cookie was written
  savedInspirationsRestored(['3']);
  expect(firstPaintHydratable()).toBe(false);
  savedInspirationsRestored([]);
});

it("a page showing a device's personal data is served with its first visitor's first paint only to devices without personal data", () => {
  const profile = { '/profile': { html: '<main><h2>Speichere deine Outfits dauerhaft</h2></main>', css: '', personal: true } };
  expect(isPersonalDevice('XSRF-TOKEN=abc; nahtlos_personal=1')).toBe(true);
  expect(isPersonalDevice('XSRF-TOKEN=abc')).toBe(false);
  expect(isPersonalDevice(undefined)).toBe(false);
  expect(firstPaintOf(profile, '/profile', { personalDevice: false })?.html).toContain('Speichere');
  expect(firstPaintOf(profile, '/profile', { personalDevice: true })).toBeNull();
  expect(firstPaintOf(pages, '/fabrics', { personalDevice: true })?.html).toContain('Stoffbibliothek');
});

describe('a first paint rendered with the published content', () => {
  const container = (contentShown: boolean) => {
    const element = document.createElement('div');
    if (contentShown) element.setAttribute('data-content-shown', '');
    return element;
  };
  const names = ['fabrics', 'materials', 'sewingPatterns', 'inspirations'] as const;
  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, ms));
    return settled;
  };
  beforeEach(() => names.forEach((name) => contentStores[name].stateChanged('loading')));

  it('is replaced only once the platform shows all content too (or could not load it)', async () => {
    const waiting = firstPaintReplaceable(container(true));
    expect(await settledAfter(waiting, 20)).toBe(false);
    contentStores.fabrics.stateChanged('loaded');
    contentStores.materials.stateChanged('loaded');
    contentStores.sewingPatterns.stateChanged('failed');
    expect(await settledAfter(waiting, 20)).toBe(false);
    contentStores.inspirations.stateChanged('loaded');
    expect(await settledAfter(waiting, 20)).toBe(true);
  });

  it('is replaced at the latest after the time given; a loading-state first paint at once', async () => {
    expect(await settledAfter(firstPaintReplaceable(container(true), 30), 60)).toBe(true);
    expect(await settledAfter(firstPaintReplaceable(container(false)), 0)).toBe(true);
  });
});
