import { mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, trouserLegsCut } from './cut';
import type { Garment } from './types';

/** Pull-on trousers with elastic waistband, slanted front pockets and ankle cuffs. */
const legs: Run = {
  start: [0, 112],
  segs: [
    { to: [128, 112] },
    { c1: [138, 200], c2: [150, 330], to: [146, 478] },
    { to: [40, 478] },
    { c1: [34, 380], c2: [18, 290], to: [0, 252] },
  ],
};
const band: Run = { start: [0, 62], segs: [{ to: [126, 62] }, { to: [128, 114] }, { to: [0, 114] }] };
const pocket: Run = {
  start: [80, 112],
  segs: [{ c1: [86, 146], c2: [104, 170], to: [134, 176] }, { c1: [132, 150], c2: [130, 130], to: [128, 112] }],
};
const cuff: Run = { start: [146, 476], segs: [{ to: [142, 536] }, { to: [46, 536] }, { to: [40, 476] }] };

export const trousers: Garment = {
  id: 'kinderhose-emil',
  name: 'Kinderhose Emil',
  subline: 'Pumphose mit Gummibund und Eingrifftaschen',
  kind: 'trousers',
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff' },
    { id: 'taschen', name: 'Taschen' },
    { id: 'bund', name: 'Bund', materials: ['buendchen', 'jersey', 'sweat', 'farbe'] },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      hauptstoff: symD(legs),
      taschen: mirroredD(pocket),
      bund: symD(band),
      buendchen: mirroredD(cuff),
    },
    seams:
      `M250 114L250 ${252}` +
      [20, 44, 68, 92, 112].map((x) => pairD({ start: [x, 66], segs: [{ to: [x + 1, 110] }] })).join(''),
    stitches:
      pairD(shift({ start: [80, 112], segs: [{ c1: [86, 146], c2: [104, 170], to: [134, 176] }] }, -6, 2)) +
      'M262 116L262 196Q262 214 250 222' +
      pairD({ start: [0, 72], segs: [{ to: [124, 72] }] }) +
      pairD({ start: [0, 104], segs: [{ to: [126, 104] }] }),
    shading: [
      { d: mirroredD({ start: [130, 180], segs: [{ to: [160, 480] }, { to: [124, 480] }, { to: [110, 190] }] }), grey: 222 },
      { d: mirroredD({ start: [40, 478], segs: [{ c1: [34, 380], c2: [18, 290], to: [0, 252] }, { to: [16, 250] }, { c1: [38, 300], c2: [60, 380], to: [66, 478] }] }), grey: 212 },
      { d: mirroredD({ start: [80, 112], segs: [{ c1: [86, 146], c2: [104, 170], to: [134, 176] }, { to: [130, 196] }, { c1: [100, 186], c2: [78, 160], to: [72, 112] }] }), grey: 205 },
      { d: mirroredD({ start: [70, 300], segs: [{ to: [100, 330] }, { to: [84, 336] }] }), grey: 215 },
      { d: mirroredD({ start: [66, 400], segs: [{ to: [104, 430] }, { to: [88, 436] }] }), grey: 215 },
    ],
  }),
  cut: (m) => ({
    hauptstoff: trouserLegsCut(m.hip, { length: m.outsideLeg - 2, ease: 3, hemWidth: m.hip * 0.28 }),
    taschen: [bandCut('Taschenbeutel', m.hip * 0.2, m.hip * 0.25, { quantity: 4, grain: 'any' })],
    bund: [bandCut('Bund', m.hip / 2 + 1, 9, { onFold: true })],
    buendchen: [bandCut('Beinbündchen', m.hip * 0.3, 10, { quantity: 2 })],
  }),
  instructions: [
    { slug: 'eingrifftaschen', name: 'Eingrifftaschen nähen' },
    { slug: 'gummibund', name: 'Gummibund einziehen' },
  ],
};
