import type { Fabric } from '@nahtlos/platform';
import { PatternDrawing } from './PatternDrawing';
import { parseSvg } from './sanitize';
import { fabricOf } from '../test/content';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600">
  <g id="areas">
    <path data-area="hauptstoff" fill="#ffffff" d="M0 0L10 0L10 10Z"/>
    <path data-area="aermel" fill="#ffffff" d="M20 0L30 0L30 10Z"/>
  </g>
  <g id="outlines" fill="none"><path d="M0 0L10 10" stroke="#000"/></g>
</svg>`;

const fabric = (id: string): Fabric => fabricOf(id, { path: `/media/content/fabric-${id}.0123abcd.jpg` });

function open() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const view = new PatternDrawing(host, parseSvg(drawing), {
    width: 500,
    height: 600,
    label: 'Zeichnung',
    shadingHref: null,
    areaLabel: (areaId) => areaId,
    onAreaActivated: () => undefined,
    areaOrder: ['hauptstoff', 'aermel'],
  });
  const fill = (areaId: string) => host.querySelector(`path[data-area="${areaId}"]`)!.getAttribute('fill');
  const patterns = () => Array.from(host.querySelectorAll('svg.cfg-drawing-tiles defs pattern')).map((pattern) => pattern.id);
  return { view, fill, patterns };
}

describe('PatternDrawing fabric patterns', () => {
  it('fills an area with its fabric pattern; going back to a fabric just tried reuses its pattern', () => {
    const { view, fill, patterns } = open();
    view.setFill('hauptstoff', fabric('a'));
    view.setFill('hauptstoff', fabric('b'));
    view.prunePatterns(new Set(['b']));
    expect(fill('hauptstoff')).toBe('url(#fabric-b)');
    const kept = document.getElementById('fabric-a');
    expect(kept).not.toBeNull();
    view.setFill('hauptstoff', fabric('a'));
    view.prunePatterns(new Set(['a']));
    expect(fill('hauptstoff')).toBe('url(#fabric-a)');
    expect(document.getElementById('fabric-a')).toBe(kept); // the same element, not a new one
    expect(patterns().sort()).toEqual(['fabric-a', 'fabric-b']);
    view.destroy();
  });

  it('keeps only the most recently used unused patterns; patterns in use always stay', () => {
    const { view, fill, patterns } = open();
    view.setFill('aermel', fabric('sleeve'));
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      view.setFill('hauptstoff', fabric(id));
      view.prunePatterns(new Set([id, 'sleeve']), 2);
    }
    // in use: e (hauptstoff) and sleeve (aermel, the oldest of all); unused, newest two: c, d
    expect(view.patternFabricIds).toEqual(['sleeve', 'c', 'd', 'e']);
    expect(patterns()).toEqual(['fabric-sleeve', 'fabric-c', 'fabric-d', 'fabric-e']);
    expect(fill('aermel')).toBe('url(#fabric-sleeve)');
    // reusing c makes it the newest: the next pruning drops d first
    view.setFill('hauptstoff', fabric('c'));
    view.prunePatterns(new Set(['c', 'sleeve']), 1);
    expect(view.patternFabricIds).toEqual(['sleeve', 'e', 'c']);
    view.destroy();
  });
});

function openInteractive() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const activated: string[] = [];
  const view = new PatternDrawing(host, parseSvg(drawing), {
    width: 500,
    height: 600,
    label: 'Zeichnung',
    shadingHref: null,
    areaLabel: (areaId) => areaId,
    onAreaActivated: (areaId) => {
      activated.push(areaId);
      // the page's model selects it and hands the selection back
      view.setSelected(areaId);
    },
    areaOrder: ['hauptstoff', 'aermel'],
  });
  view.prepareGroups();
  const area = (areaId: string) => host.querySelector<SVGPathElement>(`svg.cfg-drawing [data-area-id="${areaId}"]`)!;
  const d = (areaId: string) => area(areaId).getAttribute('d');
  /** The outlines drawn over the areas: class → the path each one follows. */
  const outlines = () =>
    Array.from(host.querySelectorAll('svg.cfg-drawing-highlight path')).map((path) => [path.getAttribute('class'), path.getAttribute('d')]);
  const press = (areaId: string) => {
    area(areaId).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    area(areaId).dispatchEvent(down);
    area(areaId).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return down;
  };
  const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  return { host, view, area, d, outlines, press, key, activated };
}

describe('PatternDrawing highlight', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('flashes an area as a dark outline under a light dashed one, in a layer of its own above the shading', () => {
    const { host, view, d } = openInteractive();
    view.setFlashing('aermel');
    const flash = host.querySelectorAll('svg.cfg-drawing-highlight .cfg-highlight--flash');
    expect(flash).toHaveLength(1);
    const strokes = Array.from(flash[0].querySelectorAll('path')).map((path) => [path.getAttribute('class'), path.getAttribute('d')]);
    expect(strokes).toEqual([
      ['cfg-highlight cfg-flash-dark', d('aermel')],
      ['cfg-highlight cfg-flash-light', d('aermel')],
    ]);
    // no filled overlay (a white one could not be seen on white or light fabrics), nothing in the exported layers
    expect(flash[0].querySelector('[fill]:not([fill="none"])')).toBeNull();
    expect(host.querySelector('svg.cfg-drawing .cfg-highlight, svg.cfg-drawing-overlay .cfg-highlight')).toBeNull();
    view.setFlashing(null);
    expect(host.querySelectorAll('.cfg-highlight--flash')).toHaveLength(0);
    view.destroy();
  });

  it('zooming moves the highlight with the drawing', () => {
    const { host, view } = openInteractive();
    view.zoomBy(2);
    const box = (selector: string) => host.querySelector(selector)!.getAttribute('viewBox');
    expect(box('svg.cfg-drawing-highlight')).toBe(box('svg.cfg-drawing'));
    expect(box('svg.cfg-drawing-highlight')).not.toBe('0 0 500 600');
    view.destroy();
  });

  it('a press selects an area without focusing it: one dashed outline, no focus ring', () => {
    const { view, area, d, outlines, press, activated } = openInteractive();
    view.setSelected('hauptstoff');
    // a drag that ends over another area: the press does not focus it (its default is prevented)
    const down = press('aermel');
    expect(down.defaultPrevented).toBe(true);
    expect(activated).toEqual(['aermel']);
    expect(outlines()).toEqual([
      ['cfg-highlight cfg-highlight--halo', d('aermel')],
      ['cfg-highlight cfg-highlight--selected', d('aermel')],
    ]);
    // focused anyway (e.g. by a script) while the pointer is in use: still no focus ring
    area('hauptstoff').focus();
    expect(outlines().filter(([className]) => className?.includes('--focus'))).toEqual([]);
    expect(new Set(outlines().map(([, path]) => path))).toEqual(new Set([d('aermel')]));
    view.destroy();
  });

  it('keyboard focus shows the selected area solid; arrow keys select the area they move to (never two areas outlined)', () => {
    const { view, area, d, outlines, key, activated } = openInteractive();
    view.setSelected('hauptstoff');
    // Tab into the drawing lands on the selected area
    key(document.body, 'Tab');
    area('hauptstoff').focus();
    expect(outlines()).toEqual([
      ['cfg-highlight cfg-highlight--halo', d('hauptstoff')],
      ['cfg-highlight cfg-highlight--focus', d('hauptstoff')],
    ]);
    key(area('hauptstoff'), 'ArrowRight');
    expect(document.activeElement).toBe(area('aermel'));
    expect(activated).toEqual(['aermel']);
    expect(outlines()).toEqual([
      ['cfg-highlight cfg-highlight--halo', d('aermel')],
      ['cfg-highlight cfg-highlight--focus', d('aermel')],
    ]);
    // a pointer press elsewhere on the page ends the keyboard's focus ring: the selection stays dashed
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(outlines()).toEqual([
      ['cfg-highlight cfg-highlight--halo', d('aermel')],
      ['cfg-highlight cfg-highlight--selected', d('aermel')],
    ]);
    view.destroy();
  });
});
