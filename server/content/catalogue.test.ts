import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
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

  it('keeps media within the size budget', () => {
    const image = c.fabrics.filter((f) => f.path);
    expect(Math.max(...image.map((f) => size(f.path!)))).toBeLessThanOrEqual(120 * 1024);
    expect(Math.max(...image.map((f) => size(f.thumbnail!)))).toBeLessThanOrEqual(12 * 1024);
    expect(Math.max(...c.sewingPatterns.map((p) => size(p.path)))).toBeLessThanOrEqual(60 * 1024);
  });

  it('uses content-hashed root-relative media URLs only', () => {
    const urls = JSON.stringify(c).match(/"\/media\/[^"]+"/g)!;
    for (const u of urls) expect(u).toMatch(/^"\/media\/content\/[a-z0-9-]+\.[0-9a-f]{8}\.(jpg|png|svg)"$/);
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
