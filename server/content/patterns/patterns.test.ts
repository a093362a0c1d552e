import { Resvg } from '@resvg/resvg-js';
import { drawingAreas, isClosed } from '../lib/validate';
import { VIEW_H, VIEW_W } from './draw';
import { garments } from './index';
import { patternSvg, shadowSvg } from './svg';
import { consumption } from './table';

const KINDS = ['shirt', 'body', 'hoodie', 'trousers', 'dress', 'jacket', 'romper'];
const AREA_NAMES = ['Hauptstoff', 'Bündchen', 'Futter', 'Ärmel', 'Taschen', 'Kapuze', 'Rüsche', 'Bund'];

/** Pixels covered (alpha > 0) when only `d` is drawn in black. */
function coverage(d: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" width="${VIEW_W / 2}" height="${VIEW_H / 2}"><path fill-rule="evenodd" d="${d}"/></svg>`;
  const px = new Resvg(svg).render().pixels;
  let n = 0;
  for (let i = 3; i < px.length; i += 4) if (px[i] > 0) n++;
  return n;
}

describe('sewing pattern drawings', () => {
  it('cover the required garments with unique ids', () => {
    expect(garments.length).toBeGreaterThanOrEqual(8);
    for (const k of KINDS) expect(garments.map((g) => g.kind)).toContain(k);
    expect(new Set(garments.map((g) => g.id)).size).toBe(garments.length);
  });

  describe.each(garments.map((g) => [g.id, g] as const))('%s', (_id, g) => {
    const svg = patternSvg(g);

    it('renders to PNG (drawing and shading) with resvg', () => {
      const png = new Resvg(svg, { fitTo: { mode: 'height', value: 480 } }).render().asPng();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(new Resvg(shadowSvg(g)).render().asPng().length).toBeGreaterThan(100);
    });

    it('has one closed, filled, non-empty shape per area and nothing else', () => {
      const drawn = drawingAreas(svg);
      expect(drawn.map((d) => d.id).sort()).toEqual(g.areas.map((a) => a.id).sort());
      for (const d of drawn) {
        expect(isClosed(d.d)).toBe(true);
        expect(d.fill).toBe('#ffffff');
        expect(coverage(d.d)).toBeGreaterThan(150);
      }
    });

    it('keeps outlines unfilled and non-scaling, areas below shading below outlines', () => {
      const outlines = /<g id="outlines"[^>]*>/.exec(svg)![0];
      expect(outlines).toContain('fill="none"');
      expect(svg.indexOf('<g id="areas">')).toBeLessThan(svg.indexOf('<g id="shading">'));
      expect(svg.indexOf('<g id="shading">')).toBeLessThan(svg.indexOf('<g id="outlines"'));
      for (const p of svg.slice(svg.indexOf('<g id="outlines"')).match(/<path[^>]*>/g)!) expect(p).toContain('vector-effect="non-scaling-stroke"');
    });

    it('is small and uses the spec area names', () => {
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(60 * 1024);
      for (const a of g.areas) expect(AREA_NAMES).toContain(a.name);
      expect(g.instructions.length).toBeGreaterThanOrEqual(1);
      expect(g.instructions.length).toBeLessThanOrEqual(3);
    });

    it('has plausible consumption figures growing with size', () => {
      const rows = consumption(g);
      expect(rows[0].size).toBe('50/56');
      expect(rows[rows.length - 1].size).toBe('122/128');
      for (const a of g.areas) {
        const values = rows.map((r) => r.values[a.id]);
        expect([...values].sort((x, y) => x - y)).toEqual(values);
        expect(values[0]).toBeGreaterThanOrEqual(10);
        expect(values[values.length - 1]).toBeLessThanOrEqual(115);
      }
    });
  });
});
