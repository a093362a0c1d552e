import { Resvg } from '@resvg/resvg-js';
import { drawingAreas, isClosed } from '../lib/validate';
import { VIEW_H, VIEW_W } from './draw';
import { garments } from './index';
import { patternSvg, shadowSvg } from './svg';
import { fabricLength, layOutPieces } from '@nahtlos/contract/yardage';
import { planCutting } from '@nahtlos/cutting';
import { materials } from '../data/materials';
import { garmentSizes } from './sizing';
import { SIZES } from './sizes';
import { consumption, TABLE_FABRIC_WIDTH } from './table';
import type { CutPieces } from './types';

/**
 * Plausible main-fabric lengths (cm at 140 cm, smallest to largest size) per kind, from DESIGN.md ("Drawing and
 * rendering notes"). Main fabric: body and sleeves cut from one fabric (the areas 'hauptstoff' and 'aermel');
 * hoods, pockets, bands, ruffles, cuffs and linings are areas of their own. Dungarees are not in DESIGN.md:
 * trousers plus bib and straps.
 */
const MAIN_FABRIC_CM: Record<string, [number, number]> = {
  body: [30, 55], romper: [45, 110], hoodie: [35, 80], trousers: [30, 80], dress: [50, 115], jacket: [55, 95], shirt: [30, 65], dungarees: [35, 95],
};

const KINDS = ['shirt', 'body', 'hoodie', 'trousers', 'dress', 'jacket', 'romper'];
const AREA_NAMES = ['Hauptstoff', 'Bündchen', 'Futter', 'Ärmel', 'Taschen', 'Kapuze', 'Rüsche', 'Bund'];

/** Body and sleeves: what the plausible ranges count as main fabric. */
const mainFabric = (pieces: CutPieces) => [...pieces.hauptstoff, ...(pieces.aermel ?? [])];

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

  it('need more main fabric at 110 cm than at 140 cm in size 86/92 for some patterns (a narrow fabric can cost length)', () => {
    const longerAt110 = garments.filter((g) => {
      const main = mainFabric(garmentSizes(g).find((s) => s.size === '86/92')!.pieces);
      return fabricLength(main, 110) > fabricLength(main, 140);
    });
    expect(longerAt110.length).toBeGreaterThan(0);
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

    it('has a consumption table computed by the cutting plan for every size and area', () => {
      const rows = consumption(g);
      expect(rows.map((r) => r.size)).toEqual([...SIZES]);
      garmentSizes(g).forEach(({ pieces }, i) => {
        for (const a of g.areas) expect(rows[i].values[a.id]).toBe(planCutting([...pieces[a.id]], { fabricWidth: TABLE_FABRIC_WIDTH }).lengthCm);
      });
    });

    it('has plausible consumption figures growing with size', () => {
      const rows = consumption(g);
      for (const a of g.areas) {
        const values = rows.map((r) => r.values[a.id]);
        expect([...values].sort((x, y) => x - y)).toEqual(values);
        expect(values[0]).toBeGreaterThanOrEqual(5);
        expect(values[values.length - 1]).toBeLessThanOrEqual(115);
      }
    });

    it('needs a plausible main-fabric length for its kind in every size', () => {
      const [lo, hi] = MAIN_FABRIC_CM[g.kind];
      for (const { pieces } of garmentSizes(g)) {
        const main = fabricLength(mainFabric(pieces), TABLE_FABRIC_WIDTH);
        expect(main).toBeGreaterThanOrEqual(lo);
        expect(main).toBeLessThanOrEqual(hi);
      }
    });

    it('needs plausible lengths for cuffs and bands (≤ 25 cm) and a hood lining (20–35 cm)', () => {
      const rows = consumption(g);
      for (const r of rows) {
        if ('buendchen' in r.values) expect(r.values.buendchen).toBeLessThanOrEqual(25);
        if (g.kind !== 'jacket' && 'futter' in r.values) {
          expect(r.values.futter).toBeGreaterThanOrEqual(20);
          expect(r.values.futter).toBeLessThanOrEqual(35);
        }
      }
    });

    it('fits every piece of every area on the narrowest fabric the area allows (a Bündchen tube: 70 cm cut open)', () => {
      for (const a of g.areas) {
        const allowed = materials.filter((m) => m.usableWidth && (a.materials ? a.materials.includes(m.id) : m.id !== 'buendchen'));
        const narrowest = Math.min(...allowed.map((m) => m.usableWidth!));
        for (const { size, pieces } of garmentSizes(g)) expect([size, a.id, layOutPieces(pieces[a.id], { fabricWidth: narrowest }).tooWide]).toEqual([size, a.id, []]);
      }
    });

    it('never needs less length on a narrower fabric (110, 140, 150 cm), per area and for the main fabric', () => {
      for (const { pieces } of garmentSizes(g)) {
        for (const list of [...Object.values(pieces), mainFabric(pieces)]) {
          const [at110, at140, at150] = [110, 140, 150].map((w) => fabricLength(list, w));
          expect(at110).toBeGreaterThanOrEqual(at140);
          expect(at140).toBeGreaterThanOrEqual(at150);
        }
      }
    });

    it('has a positive drawing scale that grows with size', () => {
      const scales = garmentSizes(g).map((s) => s.scale);
      expect([...scales].sort((x, y) => x - y)).toEqual(scales);
      for (const s of scales) expect(s).toBeGreaterThan(0.03);
    });
  });
});
