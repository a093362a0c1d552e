import type { Fabric } from '@nahtlos/platform';
import { PatternDrawing } from './PatternDrawing';
import { parseSvg } from './sanitize';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600">
  <g id="areas">
    <path data-area="hauptstoff" fill="#ffffff" d="M0 0L10 0L10 10Z"/>
    <path data-area="aermel" fill="#ffffff" d="M20 0L30 0L30 10Z"/>
  </g>
  <g id="outlines" fill="none"><path d="M0 0L10 10" stroke="#000"/></g>
</svg>`;

const fabric = (id: string): Fabric => ({
  id,
  name: id,
  material: 'jersey',
  variation: null,
  position: 1,
  thumbnail: null,
  path: `/media/content/fabric-${id}.0123abcd.jpg`,
  headerPath: null,
  width: 512,
  height: 512,
  isCustom: false,
  slides: [],
});

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
  const patterns = () => Array.from(host.querySelectorAll('svg.cfg-drawing defs pattern')).map((pattern) => pattern.id);
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
