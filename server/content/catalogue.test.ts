import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { planCutting } from '@nahtlos/cutting';
import { readContentRelease } from '../src/content/release';
import { materials as materialSources } from './data/materials';
import type { Catalogue } from './lib/catalogue';
import { LEGACY_FILE } from './lib/build';
import { MEDIA_ROOT } from './lib/media';
import { drawingAreas, isClosed, validateCatalogue } from './lib/validate';

let c: Catalogue;
const size = (url: string) => statSync(join(MEDIA_ROOT, url.replace(/^\/media\//, ''))).size;

beforeAll(() => {
  c = readContentRelease().catalogue; // built by the jest globalSetup (test/buildContent.ts)
});

describe('the built catalogue', () => {
  it('validates without problems', () => {
    expect(validateCatalogue(c)).toEqual([]);
  });

  it('publishes a consumption table equal to the cutting plan on the published cut pieces (what the apps compute)', () => {
    for (const p of c.sewingPatterns) {
      expect(p.sizes?.map((s) => s.size)).toEqual(p.consumption.map((r) => r.size));
      p.sizes!.forEach((s, i) => {
        for (const a of p.areas) expect(p.consumption[i].values[a.id]).toBe(planCutting([...s.pieces[a.id]], { fabricWidth: 140 }).lengthCm);
      });
      const table = readFileSync(join(MEDIA_ROOT, p.tablePath.replace('/media/', '')), 'utf8');
      for (const r of p.consumption) for (const v of Object.values(r.values)) expect(table).toContain(`>${v}</text>`);
    }
  });

  it('gives every fabric but the plain colours its repeat and usable width', () => {
    for (const f of c.fabrics.filter((x) => x.material !== 'farbe')) {
      expect(f.repeat!.width).toBeGreaterThan(0);
      expect(f.usableWidth).toBeGreaterThanOrEqual(70);
    }
    for (const f of c.fabrics.filter((x) => x.material === 'farbe')) expect(f).not.toHaveProperty('usableWidth');
  });

  it('has the promised amount of content', () => {
    expect(c.sewingPatterns.length).toBeGreaterThanOrEqual(8);
    expect(c.fabrics.filter((f) => f.material !== 'farbe').length).toBeGreaterThanOrEqual(60);
    expect(c.fabrics.filter((f) => f.material === 'farbe').length).toBeGreaterThanOrEqual(24);
    expect(c.inspirations.length).toBeGreaterThanOrEqual(6);
    expect(c.inspirations.find((i) => i.id === '1')?.title).toBe('Farbenfrohe Outfits');
    expect(c.inspirations.find((i) => i.id === '5')?.title).toBe('Foto Feature: Deine eigenen Stoffe');
    expect(c.materials.map((m) => m.id)).toEqual(['jersey', 'sweat', 'musselin', 'cord', 'webware', 'buendchen', 'farbe']);
    expect(c.legacy.length).toBeGreaterThanOrEqual(40);
  });

  it('renders every published pattern drawing to PNG; every area closed and filled', () => {
    for (const p of c.sewingPatterns) {
      const svg = readFileSync(join(MEDIA_ROOT, p.path.replace('/media/', '')), 'utf8');
      const png = new Resvg(svg, { fitTo: { mode: 'height', value: 500 } }).render().asPng();
      expect(png.length).toBeGreaterThan(1000);
      const drawn = drawingAreas(svg);
      expect(drawn.map((d) => d.id).sort()).toEqual(p.areas.map((a) => a.color).sort());
      for (const d of drawn) {
        expect(isClosed(d.d)).toBe(true);
        expect(d.fill).not.toBe('none');
      }
    }
  });

  it("gives every pattern its blank drawing: a vector drawing of the drawing's size plus a transparent 2 % margin, about a kilobyte on the wire", async () => {
    for (const p of c.sewingPatterns) {
      const file = join(MEDIA_ROOT, p.blankPath!.replace('/media/', ''));
      const { format, width, height, hasAlpha } = await sharp(file).metadata();
      expect({ format, width, height, hasAlpha }).toEqual({ format: 'svg', width: p.width * 1.04, height: p.height * 1.04, hasAlpha: true });
      // it shares the phone's link with the app's code
      expect(brotliCompressSync(readFileSync(file)).length).toBeLessThanOrEqual(2 * 1024);
      // the margin is transparent; the garment in the middle is drawn (white areas, grey shading, outlines)
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect([alphaAt(0, 0), alphaAt(info.width - 1, info.height - 1), alphaAt(5, info.height >> 1)]).toEqual([0, 0, 0]);
      let opaque = 0;
      for (let i = 3; i < data.length; i += info.channels) if (data[i] === 255) opaque += 1;
      expect(opaque / (info.width * info.height)).toBeGreaterThan(0.2);
    }
  });

  it('keeps media within the size budget', () => {
    const image = c.fabrics.filter((f) => f.path);
    expect(Math.max(...image.map((f) => size(f.path!)))).toBeLessThanOrEqual(120 * 1024);
    expect(Math.max(...image.map((f) => size(f.thumbnail!)))).toBeLessThanOrEqual(12 * 1024);
    expect(Math.max(...c.sewingPatterns.map((p) => size(p.path)))).toBeLessThanOrEqual(60 * 1024);
  });

  it('uses content-hashed root-relative media URLs only', () => {
    const urls = JSON.stringify(c).match(/"\/media\/[^"]+"/g)!;
    for (const u of urls) expect(u).toMatch(/^"\/media\/content\/[a-z0-9-]+\.[0-9a-f]{8}\.(jpg|png|svg|webp)"$/);
  });

  it('exports the legacy table as committed JSON that matches the catalogue', () => {
    expect(JSON.parse(readFileSync(LEGACY_FILE, 'utf8'))).toEqual(c.legacy);
  });

  it('gives every material a German description, a composition, variations and a position', () => {
    const sources = new Map(materialSources.map((m) => [m.id, m]));
    for (const m of c.materials) {
      expect(m.description.trim()).not.toBe('');
      expect(typeof m.composition).toBe('string');
      expect({ id: m.id, composition: m.composition.trim() }).not.toEqual({ id: m.id, composition: '' });
      expect(m.composition).toBe(sources.get(m.id)?.composition);
      expect(Array.isArray(m.variations)).toBe(true);
      expect(Number.isFinite(m.position)).toBe(true);
    }
    expect(c.materials.find((m) => m.id === 'jersey')?.composition).toBe('95 % Baumwolle\n5 % Elasthan');
  });

  it('gives every fabric German shop details and a colour family', () => {
    for (const f of c.fabrics) {
      expect(f.isCustom).toBe(false);
      expect(f.colorFamily).toMatch(/^(rot|rosa|orange|gelb|grün|blau|lila|braun|grau|weiß|schwarz|bunt)$/);
      expect(f.shop.url).toMatch(/^https:\/\//);
      expect(f.details.shopUrl).toMatch(/^https:\/\//);
    }
  });
});
