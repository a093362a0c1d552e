import { closedD, mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, bodiceCut, hoodSideCut, panelCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** Hooded sweater with lined hood, kangaroo pocket, cuffs and waistband. */
const hood: Run = {
  start: [0, 34],
  segs: [
    { c1: [54, 34], c2: [104, 62], to: [108, 122] },
    { q: [106, 130], to: [82, 128] },
    { c1: [66, 160], c2: [34, 196], to: [0, 206] },
  ],
};
const hoodOpening: Run = {
  start: [0, 54],
  segs: [
    { c1: [42, 54], c2: [84, 78], to: [86, 126] },
    { c1: [88, 168], c2: [52, 194], to: [0, 206] },
  ],
};
const body: Run = {
  start: [0, 206],
  segs: [
    { c1: [34, 196], c2: [66, 160], to: [82, 128] },
    { to: [146, 150] },
    { c1: [144, 186], c2: [146, 220], to: [150, 254] },
    { to: [154, 470] },
    { to: [0, 472] },
  ],
};
const sleeve: Run = {
  start: [146, 150],
  segs: [
    { c1: [184, 160], c2: [212, 196], to: [224, 258] },
    { to: [240, 418] },
    { to: [192, 424] },
    { c1: [182, 350], c2: [166, 290], to: [150, 254] },
    { c1: [146, 220], c2: [144, 186], to: [146, 150] },
  ],
};
const cuff: Run = { start: [240, 418], segs: [{ to: [242, 470] }, { to: [198, 474] }, { to: [192, 424] }] };
const band: Run = { start: [0, 470], segs: [{ to: [154, 468] }, { to: [148, 526] }, { to: [0, 528] }] };
const pocket: Run = {
  start: [0, 332],
  segs: [{ to: [66, 332] }, { c1: [80, 360], c2: [100, 390], to: [108, 420] }, { to: [110, 462] }, { to: [0, 462] }],
};

export const hoodie: Garment = {
  id: 'kapuzenpulli-finn',
  name: 'Kapuzenpulli Finn',
  subline: 'Hoodie mit gefütterter Kapuze und Kängurutasche',
  kind: 'hoodie',
  areas: [
    { id: 'kapuze', name: 'Kapuze' },
    { id: 'futter', name: 'Futter', materials: ['jersey', 'musselin', 'farbe'] },
    { id: 'hauptstoff', name: 'Hauptstoff' },
    { id: 'aermel', name: 'Ärmel' },
    { id: 'taschen', name: 'Taschen' },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      kapuze: symD(hood),
      futter: symD(hoodOpening),
      hauptstoff: symD(body),
      aermel: mirroredD(sleeve),
      taschen: symD(pocket),
      buendchen: mirroredD(cuff) + symD(band),
    },
    seams:
      pairD({ start: [12, 210], segs: [{ c1: [14, 240], c2: [10, 262], to: [16, 286] }] }) +
      pairD({ start: [0, 34], segs: [{ c1: [0, 36], c2: [0, 40], to: [0, 54] }] }),
    stitches:
      pairD(shift(hoodOpening, 0, -6)).replace(/Z/g, '') +
      pairD({ start: [64, 340], segs: [{ c1: [76, 364], c2: [94, 392], to: [100, 420] }] }) +
      closedD({ start: [-98, 454], segs: [{ to: [98, 454] }] }) +
      pairD({ start: [14, 340], segs: [{ to: [60, 340] }] }),
    shading: [
      { d: symD(hoodOpening), grey: 170 },
      { d: symD({ start: [0, 190], segs: [{ c1: [30, 186], c2: [60, 160], to: [76, 130] }, { to: [90, 160] }, { c1: [70, 196], c2: [40, 214], to: [0, 222] }] }), grey: 200 },
      { d: mirroredD({ start: [150, 250], segs: [{ to: [168, 470] }, { to: [124, 470] }, { to: [120, 262] }] }), grey: 222 },
      { d: mirroredD({ start: [150, 240], segs: [{ to: [196, 424] }, { to: [180, 424] }, { to: [140, 262] }] }), grey: 210 },
      { d: mirroredD({ start: [66, 332], segs: [{ c1: [80, 360], c2: [100, 390], to: [108, 420] }, { to: [96, 424] }, { to: [60, 340] }] }), grey: 200 },
    ],
  }),
  cut: (m) => {
    const block = { halfWidth: m.chest / 4 + 4, length: m.backLength * 1.35 + 1, neckWidth: m.neck / 6 + 1, shoulder: m.shoulder / 2 + 1, armholeDepth: m.chest / 4 + 2 };
    return {
      kapuze: [hoodSideCut('Kapuzenteil', m.head)],
      futter: [hoodSideCut('Kapuzenfutter', m.head)],
      hauptstoff: [bodiceCut('Vorderteil', { ...block, neckDepth: m.neck / 5 + 1.5 }), bodiceCut('Rückenteil', { ...block, neckDepth: 2 })],
      aermel: [sleeveCut('Ärmel', { width: m.chest * 0.45, length: m.arm - 6, capHeight: m.chest * 0.11, hemWidth: m.chest * 0.26 })],
      taschen: [panelCut('Kängurutasche', m.chest * 0.18, m.chest * 0.24, m.backLength * 0.55)],
      buendchen: [bandCut('Ärmelbündchen', m.chest * 0.2 + 2, 10, { quantity: 2 }), bandCut('Saumbündchen', m.hip * 0.4, 12, { onFold: true })],
    };
  },
  instructions: [
    { slug: 'kapuze-fuettern', name: 'Kapuze füttern' },
    { slug: 'kaengurutasche', name: 'Kängurutasche aufnähen' },
    { slug: 'buendchen-annaehen', name: 'Bündchen annähen' },
  ],
};
void shift;
