import { shirt } from '../patterns/shirt';
import { garmentSizes } from '../patterns/sizing';
import { patternSvg } from '../patterns/svg';
import { consumption } from '../patterns/table';
import type { Catalogue, Fabric } from './catalogue';
import { validateCatalogue, type MediaReader } from './validate';

/** A minimal valid catalogue with an in-memory media store. */
function fixture() {
  const files = new Map<string, Buffer>();
  const put = (rel: string, body: string) => {
    files.set(`/media/${rel}`, Buffer.from(body));
    return `/media/${rel}`;
  };
  const svg = patternSvg(shirt);
  const fabric: Fabric = {
    id: 'ringel', name: 'Ringel Ostsee', material: 'jersey', variation: 'jersey-streifen', position: 1,
    thumbnail: put('content/fabric-ringel-thumb.00000001.jpg', 'x'), path: put('content/fabric-ringel.00000002.jpg', 'x'),
    headerPath: put('content/fabric-ringel-header.00000003.jpg', 'x'), width: 512, height: 512, color: '#3e6f8e',
    colorFamily: 'blau', isCustom: false, slides: [], shop: { name: 'Shop', url: 'https://shop.example/ringel' },
    details: { width: '150 cm', color: 'Blau', certificate: '', composition: '', shopUrl: 'https://shop.example/ringel' },
    repeat: { width: 8, height: 8 }, usableWidth: 150,
  };
  const plainColour: Fabric = {
    ...fabric, id: 'farbe-senf', name: 'Senf', material: 'farbe', variation: null, thumbnail: null, path: null, headerPath: null,
    width: null, height: null, repeat: undefined, usableWidth: undefined,
  };
  const c: Catalogue = {
    schema: 1,
    fabrics: [fabric, plainColour],
    materials: [
      { id: 'jersey', name: 'Jersey', description: 'd', composition: '100 % Baumwolle', position: 1, fabrics: ['ringel'], variations: [{ id: 'jersey-streifen', name: 'Streifen' }] },
      { id: 'buendchen', name: 'Bündchen', description: 'd', composition: '100 % Baumwolle', position: 2, fabrics: [], variations: [] },
      { id: 'farbe', name: 'Farben', description: 'd', composition: 'Farbfläche', position: 3, fabrics: [], variations: [] },
    ],
    sewingPatterns: [
      {
        id: shirt.id, name: shirt.name, subline: '', kind: 'shirt', width: 500, height: 600, position: 1,
        path: put('content/pattern-shirt.00000004.svg', svg), shadowPath: put('content/pattern-shirt-shadow.00000005.svg', '<svg/>'),
        previewPath: put('content/pattern-shirt-preview.00000006.png', 'x'),
        blankPath: put('content/pattern-shirt-blank.00000009.webp', 'x'), tablePath: put('content/pattern-shirt-table.00000007.svg', '<svg/>'),
        areas: shirt.areas.map((a) => ({ id: a.id, name: a.name, color: a.id, ...(a.materials ? { materials: [{ id: 'jersey' }] } : {}) })),
        consumption: consumption(shirt),
        sizes: garmentSizes(shirt),
        instructions: [{ url: 'https://x', name: 'Anleitung', previewImage: put('content/pattern-shirt-anleitung.00000008.jpg', 'x') }],
      },
    ],
    inspirations: [],
    legacy: [{ oldId: '1', patternId: shirt.id, areas: { main: 'hauptstoff' } }],
    media: {},
  };
  for (const url of files.keys()) c.media[url.slice('/media/'.length)] = { type: 'image/jpeg', bytes: 1 };
  const read: MediaReader = (url) => files.get(url) ?? null;
  return { c, files, read, svg };
}

describe('content validator', () => {
  it('accepts a consistent catalogue', () => {
    const { c, read } = fixture();
    expect(validateCatalogue(c, read)).toEqual([]);
  });

  it('rejects a drawing whose data-area set does not match its areas (both directions)', () => {
    const { c, files, read, svg } = fixture();
    c.sewingPatterns[0].areas.push({ id: 'kapuze', name: 'Kapuze', color: 'kapuze' });
    expect(validateCatalogue(c, read)).toContain(`pattern shirt-mila: area kapuze has no data-area shape in the drawing`);

    const f2 = fixture();
    f2.files.set(f2.c.sewingPatterns[0].path, Buffer.from(svg.replace('data-area="aermel"', 'data-area="sleeves"')));
    const problems = validateCatalogue(f2.c, f2.read);
    expect(problems).toContain('pattern shirt-mila: drawing has data-area "sleeves" that is not an area');
    expect(problems).toContain('pattern shirt-mila: area aermel has no data-area shape in the drawing');
    void files;
  });

  it('rejects an open or unfilled area shape', () => {
    const { c, files, read, svg } = fixture();
    const open = svg.replace(/(data-area="buendchen" fill=")#ffffff(" fill-rule="evenodd" d="[^"]*?)Z/, '$1none$2');
    files.set(c.sewingPatterns[0].path, Buffer.from(open));
    const problems = validateCatalogue(c, read);
    expect(problems).toContain('pattern shirt-mila: area buendchen is not closed');
    expect(problems).toContain('pattern shirt-mila: area buendchen is not filled');
  });

  it('rejects a fabric with a missing image', () => {
    const { c, files, read } = fixture();
    files.delete(c.fabrics[0].path!);
    expect(validateCatalogue(c, read)).toContain(`fabric ringel tile: ${c.fabrics[0].path} does not exist`);
    const f2 = fixture();
    f2.c.fabrics[0].thumbnail = null;
    expect(validateCatalogue(f2.c, f2.read)).toContain('fabric ringel thumbnail: image missing');
  });

  it('rejects dangling materials (fabric material, area material, material fabric)', () => {
    const { c, read } = fixture();
    c.fabrics[0].material = 'seide';
    c.sewingPatterns[0].areas[2].materials = [{ id: 'leder' }];
    c.materials[0].fabrics.push('gibtsnicht');
    const problems = validateCatalogue(c, read);
    expect(problems).toContain('fabric ringel: material seide does not exist');
    expect(problems).toContain('pattern shirt-mila area buendchen: material leder does not exist');
    expect(problems).toContain('material jersey: fabric gibtsnicht does not exist');
  });

  it('rejects fabric names over 20 characters and broken legacy targets', () => {
    const { c, read } = fixture();
    c.fabrics[0].name = 'Ein sehr langer Stoffname';
    c.legacy.push({ oldId: '99', patternId: 'gibtsnicht', areas: {} });
    const problems = validateCatalogue(c, read);
    expect(problems).toContain('fabric ringel: name "Ein sehr langer Stoffname" longer than 20 characters');
    expect(problems).toContain('legacy 99: pattern gibtsnicht does not exist');
  });

  describe('sizes and cut pieces', () => {
    /** The problems after `change` edits the fixture's first pattern's first size. */
    const problemsAfter = (change: (size: NonNullable<Catalogue['sewingPatterns'][number]['sizes']>[number], c: Catalogue) => void) => {
      const { c, read } = fixture();
      change(c.sewingPatterns[0].sizes![0], c);
      return validateCatalogue(c, read);
    };
    const firstPiece = (size: Parameters<Parameters<typeof problemsAfter>[0]>[0]) => size.pieces.hauptstoff[0];

    it('rejects a pattern without sizes, and a table whose sizes differ', () => {
      expect(problemsAfter((_s, c) => delete c.sewingPatterns[0].sizes)).toContain('pattern shirt-mila: no sizes with cut pieces');
      expect(problemsAfter((_s, c) => c.sewingPatterns[0].consumption.pop())).toEqual([expect.stringContaining('consumption sizes')]);
    });

    it('rejects a size whose scale is not positive, or with an area without pieces, or pieces of no area', () => {
      expect(problemsAfter((s) => (s.scale = 0))).toEqual(['pattern shirt-mila size 50/56: scale 0 is not a positive number']);
      expect(problemsAfter((s) => (s.pieces.aermel = []))).toEqual(['pattern shirt-mila size 50/56: area aermel has no cut pieces']);
      expect(problemsAfter((s) => (s.pieces.kapuze = s.pieces.aermel))).toEqual(['pattern shirt-mila size 50/56: pieces for kapuze, which is not an area']);
    });

    it('rejects outlines with too few points or no area, and pieces without quantity or grain', () => {
      const at = 'pattern shirt-mila size 50/56 area hauptstoff piece "Vorderteil"';
      expect(problemsAfter((s) => (firstPiece(s).outline = [[0, 0], [10, 0]]))).toContain(`${at}: outline needs at least 3 points in cm`);
      expect(problemsAfter((s) => (firstPiece(s).outline = [[0, 0], [5, 5], [10, 10]]))).toContain(`${at}: outline encloses no area`);
      expect(problemsAfter((s) => (firstPiece(s).outline = [[0, 0], [Number.NaN, 5], [10, 10]]))).toContain(`${at}: outline needs at least 3 points in cm`);
      expect(problemsAfter((s) => (firstPiece(s).quantity = 0))).toEqual([`${at}: quantity 0 is not a positive whole number`]);
      expect(problemsAfter((s) => (firstPiece(s).grain = undefined as never))).toEqual([`${at}: grain missing`]);
    });

    it('rejects a piece on the fold without an edge on the fold line', () => {
      const moved = problemsAfter((s) => (firstPiece(s).outline = firstPiece(s).outline.map(([x, y]) => [x + 2, y] as const)));
      expect(moved).toEqual(['pattern shirt-mila size 50/56 area hauptstoff piece "Vorderteil": cut on the fold but has no edge on x = 0']);
    });
  });

  it('rejects a fabric without its repeat or usable width, but not a plain colour', () => {
    const { c, read } = fixture();
    c.fabrics[0] = { ...c.fabrics[0], repeat: undefined, usableWidth: 0 };
    expect(validateCatalogue(c, read)).toEqual(['fabric ringel: repeat size (cm) missing', 'fabric ringel: usable width (cm) missing']);
  });
});
