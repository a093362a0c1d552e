import type { Fabric } from '@nahtlos/platform';
import { buildFinalSvg } from './export';
import { parseSvg } from './sanitize';
import { fabricImagesOf } from './savedFabricImages';
import { withImages } from './withImages';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600">
  <g id="areas">
    <path data-area="hauptstoff" fill="#ffffff" d="M0 0L10 0L10 10Z"/>
    <path data-area="aermel" fill="#ffffff" d="M20 0L30 0L30 10Z"/>
    <path data-area="kragen" fill="#ffffff" d="M40 0L50 0L50 10Z"/>
  </g>
</svg>`;
const KARO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const RINGEL = 'data:image/png;base64,iVBORw0KGgo=';
const fabric = (id: string, path: string | null, extra: Partial<Fabric> = {}): Fabric => ({
  id,
  name: id,
  material: 'custom',
  variation: null,
  position: 0,
  thumbnail: null,
  path,
  headerPath: null,
  width: 800,
  height: 600,
  isCustom: true,
  slides: [],
  ...extra,
});

/** A design saved as the configurator saves it: its own fabric on the front and (turned) on the sleeve. */
const savedDesign = () =>
  buildFinalSvg({
    source: parseSvg(drawing),
    width: 500,
    height: 600,
    fills: { hauptstoff: fabric('karo', KARO), aermel: fabric('karo', KARO), kragen: fabric('ringel', RINGEL, { isCustom: false }) },
    looks: { aermel: { scale: 150, rotation: 45 } },
    cmPerUnit: null,
    shadingHref: null,
  });

describe("a fabric's image read back from a saved drawing", () => {
  it('finds the inlined tile of every fabric asked for, through the pattern its areas are filled with', async () => {
    const svg = await savedDesign();
    expect(fabricImagesOf(svg, new Set(['karo']))).toEqual({ karo: KARO });
    expect(fabricImagesOf(svg, new Set(['karo', 'ringel', 'weg']))).toEqual({ karo: KARO, ringel: RINGEL });
  });

  it('finds nothing in a drawing without the fabric, in an older one with an image by URL, or in one that is no SVG', async () => {
    expect(fabricImagesOf(drawing, new Set(['karo']))).toEqual({});
    const byUrl = (await savedDesign()).split(KARO).join('blob:http://localhost/1234');
    expect(fabricImagesOf(byUrl, new Set(['karo']))).toEqual({});
    expect(fabricImagesOf('<html>nope</html>', new Set(['karo']))).toEqual({});
  });

  it('reads an older drawing that links its images with xlink:href', () => {
    const older = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
      <defs><pattern id="fabric-karo"><image xlink:href="${KARO}"/></pattern></defs>
      <g id="areas"><path data-area="hauptstoff" data-fabric="karo" fill="url(#fabric-karo)" d="M0 0L1 1Z"/></g>
    </svg>`;
    expect(fabricImagesOf(older, new Set(['karo']))).toEqual({ karo: KARO });
  });

  it('gives the fabrics the images found for them, the others as they are', () => {
    const deleted = [fabric('karo', null, { deleted: true }), fabric('weg', null, { deleted: true })];
    const [karo, weg] = withImages(deleted, { karo: KARO });
    expect(karo).toEqual({ ...deleted[0], path: KARO });
    expect(weg).toBe(deleted[1]);
  });

  it('a design saved again with the image found keeps it for the next time', async () => {
    const found = fabricImagesOf(await savedDesign(), new Set(['karo']));
    const [karo] = withImages([fabric('karo', null, { deleted: true })], found);
    const again = await buildFinalSvg({ source: parseSvg(drawing), width: 500, height: 600, fills: { hauptstoff: karo }, looks: {}, cmPerUnit: null, shadingHref: null });
    expect(fabricImagesOf(again, new Set(['karo']))).toEqual({ karo: KARO });
  });
});
