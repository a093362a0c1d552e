import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openIsolatedTestDatabase } from '../../test/helpers';
import { readContentRelease } from '../content/release';
import { customFabrics, patternProjects, products } from '../db/schema';
import { seedDemoAccount, seedProducts } from './demo';
import { checkFabricJpeg, DEMO_FABRIC_SIZE, linenFabricJpeg } from './demoFabrics';
import { demoEbooks, renderEbookCover, type EbookDefinition } from './ebooks';

const catalogue = () => readContentRelease().catalogue; // built by the jest globalSetup
const book = (id: string) => demoEbooks.find((b) => b.id === id)!;
const PAPER = [0xfb, 0xf8, 0xf4];

type Rgb = number[];
const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const near = (a: Rgb, b: Rgb, tolerance = 14) => a.every((v, k) => Math.abs(v - b[k]!) <= tolerance);

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { info, at: (x: number, y: number): Rgb => [0, 1, 2].map((k) => data[(y * info.width + x) * info.channels + k]!) };
}

/** Where a bodysuit's short sleeves sit on a 600 × 800 cover, left and right of the body (a pair of trousers has none). */
const SLEEVES: [number, number][] = [[135, 300], [465, 300]];

describe('e-book covers', () => {
  it('each shows the pattern the book is about: its name, all its areas coloured', () => {
    for (const ebook of demoEbooks) {
      const pattern = catalogue().sewingPatterns.find((p) => p.id === ebook.pattern);
      expect(pattern).toBeDefined();
      expect(ebook.name).toContain(pattern!.name.split(' ').at(-1)); // 'Lotte', 'Emil'
      expect(Object.keys(ebook.fills).sort()).toEqual(pattern!.areas.map((a) => a.id).sort());
    }
    expect(catalogue().sewingPatterns.find((p) => p.id === book('ebook-body-lotte').pattern)?.kind).toBe('body');
  });

  it("'Babybody Lotte' shows a bodysuit — sleeves left and right in the sleeve colour — drawn like the pattern, also without a catalogue", async () => {
    const lotte = book('ebook-body-lotte');
    const drawn = await pixels(await renderEbookCover(lotte, catalogue()));
    expect(drawn.info).toMatchObject({ width: 600, height: 800 });
    for (const [x, y] of SLEEVES) expect(near(drawn.at(x, y), hex(lotte.fills.aermel!))).toBe(true);
    const outline = await pixels(await renderEbookCover(lotte));
    for (const [x, y] of SLEEVES) expect(near(outline.at(x, y), hex(lotte.colour))).toBe(true);
  });

  it("'Kinderhose Emil' shows trousers: nothing where sleeves would be", async () => {
    for (const cover of [await renderEbookCover(book('ebook-kinderhose-emil'), catalogue()), await renderEbookCover(book('ebook-kinderhose-emil'))]) {
      const { at } = await pixels(cover);
      for (const [x, y] of SLEEVES) expect(near(at(x, y), PAPER, 6)).toBe(true);
    }
  });

  it('seeding replaces an older cover of an existing product and leaves it alone when it is current', async () => {
    const database = await openIsolatedTestDatabase();
    try {
      const { db } = database;
      await seedProducts(db);
      const stale = Buffer.from('not the cover');
      await db.update(products).set({ coverJpeg: stale }).where(eq(products.id, 'ebook-body-lotte'));
      await seedProducts(db, catalogue());
      const coverOf = async (id: string) => Buffer.from((await db.select({ cover: products.coverJpeg }).from(products).where(eq(products.id, id)))[0]!.cover);
      const expected = (ebook: EbookDefinition) => renderEbookCover(ebook, catalogue());
      expect((await coverOf('ebook-body-lotte')).equals(await expected(book('ebook-body-lotte')))).toBe(true);
      expect((await coverOf('ebook-kinderhose-emil')).equals(await expected(book('ebook-kinderhose-emil')))).toBe(true);
      expect(await db.select({ id: products.id }).from(products)).toHaveLength(demoEbooks.length);
    } finally {
      await database.close();
    }
  });
});

describe("the demo account's own fabrics", () => {
  /** Mean colour of each row and each column: a check varies along both, a linen only a little. */
  async function profiles(jpeg: Buffer) {
    const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    const rows = Array.from({ length: info.height }, (_, y) => data.subarray(y * info.width, (y + 1) * info.width).reduce((a, b) => a + b, 0) / info.width);
    const cols = Array.from({ length: info.width }, (_, x) => {
      let sum = 0;
      for (let y = 0; y < info.height; y++) sum += data[y * info.width + x]!;
      return sum / info.height;
    });
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    return { info, rows: spread(rows), cols: spread(cols) };
  }

  it("'Omas Karostoff' is a check: dark and light stripes both ways, not a flat square", async () => {
    const check = await profiles(await checkFabricJpeg());
    expect(check.info).toMatchObject({ width: DEMO_FABRIC_SIZE.width, height: DEMO_FABRIC_SIZE.height });
    expect(check.rows).toBeGreaterThan(40);
    expect(check.cols).toBeGreaterThan(40);
  });

  it("'Blaues Leinen' is a woven blue with a quiet texture", async () => {
    const jpeg = await linenFabricJpeg();
    const linen = await profiles(jpeg);
    expect(linen.rows).toBeGreaterThan(3);
    expect(linen.rows).toBeLessThan(40);
    expect(linen.cols).toBeLessThan(40);
    const { data } = await sharp(jpeg).stats().then((s) => ({ data: s.channels.map((c) => c.mean) }));
    expect(data[2]).toBeGreaterThan(data[0]! + 40); // blue
  });

  it('are the same bytes on every start', async () => {
    expect((await checkFabricJpeg()).equals(await checkFabricJpeg())).toBe(true);
  });
});

describe("the demo account's projects", () => {
  it('show their fabrics as the configurator saves them: shipped and own fabrics as embedded images, plain colours as colours', async () => {
    const database = await openIsolatedTestDatabase();
    try {
      const { db } = database;
      expect(await seedDemoAccount(db, catalogue())).toBe(true);
      const fabrics = await db.select({ id: customFabrics.id, name: customFabrics.name }).from(customFabrics);
      const check = fabrics.find((f) => f.name === 'Omas Karostoff')!;
      const rows = await db.select({ name: patternProjects.name, svg: patternProjects.svg }).from(patternProjects);
      const svgOf = (name: string) => rows.find((row) => row.name === name)!.svg;

      const body = svgOf('Sommerbody');
      expect(body).toContain(`<path data-area="hauptstoff" fill="url(#fabric-${check.id})"`);
      expect(body).toMatch(new RegExp(`<pattern id="fabric-${check.id}" patternUnits="userSpaceOnUse"[^>]*><image href="data:image/jpeg;base64,`));
      expect(body).toContain('<path data-area="aermel" fill="#d39a98"');
      const trousers = svgOf('Emil für Paul');
      expect(trousers).toContain('<path data-area="hauptstoff" fill="url(#fabric-ringel-ostsee)"');
      expect(trousers).toContain('<path data-area="bund" fill="#d6a435"');

      // the check shows on the body: its pixels vary like a check, not like one flat colour
      const { data, info } = await sharp(Buffer.from(body)).resize(250).greyscale().raw().toBuffer({ resolveWithObject: true });
      const centre = Array.from({ length: 40 }, (_, i) => data[Math.round(info.height * 0.55) * info.width + 105 + i]!);
      expect(Math.max(...centre) - Math.min(...centre)).toBeGreaterThan(30);
    } finally {
      await database.close();
    }
  });
});
