import { circle, mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, bodiceCut, hoodSideCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** Lined jacket with hood, zip, flap pockets and knit cuffs. */
const hood: Run = {
  start: [0, 28],
  segs: [
    { c1: [58, 28], c2: [110, 58], to: [114, 122] },
    { q: [112, 130], to: [86, 128] },
    { c1: [72, 160], c2: [44, 190], to: [8, 200] },
    { to: [0, 200] },
  ],
};
const lining: Run = {
  start: [0, 48],
  segs: [
    { c1: [46, 48], c2: [90, 74], to: [92, 126] },
    { c1: [94, 166], c2: [62, 188], to: [8, 200] },
    { to: [0, 200] },
  ],
};
const body: Run = {
  start: [0, 200],
  segs: [
    { to: [8, 200] },
    { c1: [44, 190], c2: [72, 160], to: [86, 128] },
    { to: [150, 148] },
    { c1: [146, 186], c2: [148, 222], to: [154, 256] },
    { to: [160, 500] },
    { c1: [110, 504], c2: [50, 506], to: [0, 506] },
  ],
};
const sleeve: Run = {
  start: [150, 148],
  segs: [
    { c1: [190, 158], c2: [218, 196], to: [230, 258] },
    { to: [244, 426] },
    { to: [196, 432] },
    { c1: [186, 356], c2: [170, 292], to: [154, 256] },
    { c1: [148, 222], c2: [146, 186], to: [150, 148] },
  ],
};
const cuff: Run = { start: [244, 426], segs: [{ to: [246, 468] }, { to: [202, 472] }, { to: [196, 432] }] };
const flap: Run = {
  start: [48, 340],
  segs: [{ to: [122, 340] }, { to: [122, 362] }, { q: [85, 378], to: [48, 362] }],
};
const pocketBag: Run = { start: [52, 352], segs: [{ to: [118, 352] }, { to: [118, 430] }, { q: [118, 440], to: [108, 440] }, { to: [62, 440] }, { q: [52, 440], to: [52, 430] }] };
const hem: Run = { start: [160, 500], segs: [{ c1: [110, 504], c2: [50, 506], to: [0, 506] }] };

export const jacket: Garment = {
  id: 'jacke-paul',
  name: 'Übergangsjacke Paul',
  subline: 'Gefütterte Kapuzenjacke mit Reißverschluss',
  kind: 'jacket',
  areas: [
    { id: 'kapuze', name: 'Kapuze', materials: ['webware', 'cord', 'sweat', 'farbe'] },
    { id: 'futter', name: 'Futter', materials: ['jersey', 'musselin', 'webware', 'farbe'] },
    { id: 'hauptstoff', name: 'Hauptstoff', materials: ['webware', 'cord', 'sweat', 'farbe'] },
    { id: 'aermel', name: 'Ärmel', materials: ['webware', 'cord', 'sweat', 'farbe'] },
    { id: 'taschen', name: 'Taschen' },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      kapuze: symD(hood),
      futter: symD(lining),
      hauptstoff: symD(body),
      aermel: mirroredD(sleeve),
      taschen: mirroredD(pocketBag) + mirroredD(flap),
      buendchen: mirroredD(cuff),
    },
    seams: 'M250 200L250 506' + circle(0, 214, 4) + 'M247 222L253 222L253 238L247 238Z',
    stitches:
      pairD({ start: [6, 204], segs: [{ to: [6, 500] }] }) +
      pairD(shift(hem, 0, -12)) +
      pairD({ start: [52, 348], segs: [{ to: [118, 348] }] }) +
      pairD(shift({ start: [92, 126], segs: [{ c1: [94, 166], c2: [62, 190], to: [8, 206] }] }, 6, 0)) +
      pairD({ start: [198, 420], segs: [{ to: [242, 414] }] }),
    shading: [
      { d: symD(lining), grey: 185 },
      { d: mirroredD({ start: [150, 250], segs: [{ to: [172, 500] }, { to: [128, 500] }, { to: [122, 262] }] }), grey: 222 },
      { d: mirroredD({ start: [156, 240], segs: [{ to: [200, 426] }, { to: [184, 426] }, { to: [146, 262] }] }), grey: 210 },
      { d: mirroredD({ start: [48, 362], segs: [{ q: [85, 378], to: [122, 362] }, { to: [122, 372] }, { q: [85, 390], to: [48, 372] }] }), grey: 200 },
      { d: mirroredD({ start: [0, 206], segs: [{ to: [14, 206] }, { to: [14, 500] }, { to: [0, 500] }] }), grey: 225 },
    ],
  }),
  cut: (m) => {
    const block = { halfWidth: m.chest / 4 + 3, length: m.backLength * 1.45 + 9, neckWidth: m.neck / 6 + 1.5, shoulder: m.shoulder / 2 + 1.5, armholeDepth: m.chest / 4 + 3 };
    const front = { ...block, halfWidth: block.halfWidth + 1.5, neckDepth: m.neck / 5 + 1.5 };
    const sleeveBlock = { width: m.chest * 0.44, length: m.arm * 0.88 + 3, capHeight: m.chest * 0.12, hemWidth: m.chest * 0.3 };
    return {
      kapuze: [hoodSideCut('Kapuzenteil', m.head + 4), bandCut('Kapuzenmittelteil', m.head * 0.16, m.head * 0.9)],
      futter: [
        bodiceCut('Vorderteil Futter', front, { onFold: false, quantity: 2 }),
        bodiceCut('Rückenteil Futter', { ...block, neckDepth: 2 }),
        sleeveCut('Ärmelfutter', sleeveBlock),
        hoodSideCut('Kapuzenfutter', m.head + 4),
      ],
      hauptstoff: [
        bodiceCut('Vorderteil', front, { onFold: false, quantity: 2 }),
        bodiceCut('Rückenteil', { ...block, neckDepth: 2 }),
        bandCut('Beleg', 5, block.length, { quantity: 2 }),
      ],
      aermel: [sleeveCut('Ärmel', sleeveBlock)],
      taschen: [bandCut('Taschenbeutel', m.chest * 0.22, m.chest * 0.26, { quantity: 4, grain: 'any' }), bandCut('Patte', m.chest * 0.22, 5, { quantity: 4 })],
      buendchen: [bandCut('Ärmelbündchen', m.chest * 0.2 + 2, 10, { quantity: 2 })],
    };
  },
  instructions: [
    { slug: 'jacke-fuettern', name: 'Jacke komplett füttern' },
    { slug: 'reissverschluss', name: 'Reißverschluss einnähen' },
    { slug: 'pattentaschen', name: 'Pattentaschen nähen' },
  ],
};
