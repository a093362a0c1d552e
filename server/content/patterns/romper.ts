import { circle, mirroredD, pairD, symD, type Run } from './draw';
import { bandCut, hoodSideCut, pieceCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** Hooded romper (one-piece) with raglan sleeves, press-stud placket and cuffs. */
const hood: Run = {
  start: [0, 26],
  segs: [
    { c1: [48, 26], c2: [92, 52], to: [96, 104] },
    { q: [96, 114], to: [68, 114] },
    { c1: [56, 140], c2: [30, 170], to: [0, 178] },
  ],
};
const opening: Run = {
  start: [0, 44],
  segs: [
    { c1: [36, 44], c2: [74, 64], to: [76, 108] },
    { c1: [78, 146], c2: [46, 170], to: [0, 178] },
  ],
};
const main: Run = {
  start: [0, 178],
  segs: [
    { c1: [30, 170], c2: [56, 140], to: [68, 114] },
    { c1: [104, 128], c2: [150, 150], to: [178, 184] },
    { c1: [200, 214], c2: [212, 250], to: [218, 316] },
    { to: [176, 324] },
    { c1: [168, 290], c2: [150, 262], to: [132, 250] },
    { c1: [136, 320], c2: [140, 380], to: [138, 430] },
    { c1: [136, 460], c2: [132, 490], to: [126, 512] },
    { to: [40, 512] },
    { c1: [38, 470], c2: [24, 438], to: [0, 424] },
  ],
};
const wrist: Run = { start: [218, 316], segs: [{ to: [222, 362] }, { to: [182, 368] }, { to: [176, 324] }] };
const ankle: Run = { start: [126, 512], segs: [{ to: [124, 556] }, { to: [44, 556] }, { to: [40, 512] }] };

export const romper: Garment = {
  id: 'strampler-ida',
  name: 'Strampler Ida',
  subline: 'Overall mit Kapuze und Druckknopfleiste',
  kind: 'romper',
  areas: [
    { id: 'kapuze', name: 'Kapuze' },
    { id: 'futter', name: 'Futter', materials: ['jersey', 'musselin', 'farbe'] },
    { id: 'hauptstoff', name: 'Hauptstoff', materials: ['jersey', 'sweat', 'musselin', 'farbe'] },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      kapuze: symD(hood),
      futter: symD(opening),
      hauptstoff: symD(main),
      buendchen: mirroredD(wrist) + mirroredD(ankle),
    },
    seams:
      pairD({ start: [68, 114], segs: [{ c1: [90, 160], c2: [110, 210], to: [132, 250] }] }) +
      'M244 180L244 424M256 180L256 424' +
      [216, 262, 308, 354, 400].map((y) => circle(0, y, 3.5)).join(''),
    stitches: pairD({ start: [180, 312], segs: [{ to: [216, 306] }] }) + pairD({ start: [42, 502], segs: [{ to: [126, 502] }] }),
    shading: [
      { d: symD(opening), grey: 170 },
      { d: mirroredD({ start: [132, 250], segs: [{ to: [160, 300] }, { to: [162, 500] }, { to: [118, 510] }, { to: [112, 270] }] }), grey: 220 },
      { d: mirroredD({ start: [132, 250], segs: [{ to: [176, 324] }, { to: [160, 326] }, { to: [124, 262] }] }), grey: 206 },
      { d: mirroredD({ start: [0, 424], segs: [{ c1: [24, 438], c2: [38, 470], to: [40, 512] }, { to: [62, 512] }, { c1: [56, 460], c2: [36, 430], to: [14, 418] }] }), grey: 210 },
      { d: mirroredD({ start: [70, 116], segs: [{ to: [112, 220] }, { to: [96, 226] }, { to: [60, 130] }] }), grey: 226 },
    ],
  }),
  cut: (m) => {
    const length = m.height * 0.55 + 14;
    const half = m.hip / 4 + 1;
    const crotch = m.hip / 12;
    const outline = (neckDepth: number): [number, number][] => [
      [0, neckDepth], [m.neck / 6 + 1, 0], [half - 2, m.chest * 0.2], [half, m.chest * 0.3], [half, length * 0.5],
      [half + crotch, length * 0.62], [half + crotch - 1, length * 0.66], [half * 0.75, length], [crotch, length],
    ];
    return {
      kapuze: [hoodSideCut('Kapuzenteil', m.head)],
      futter: [hoodSideCut('Kapuzenfutter', m.head)],
      hauptstoff: [
        pieceCut('Vorderteil', outline(m.neck / 5 + 1), { quantity: 2 }),
        pieceCut('Rückenteil', outline(2), { quantity: 2 }),
        sleeveCut('Raglanärmel', { width: m.chest * 0.3, length: m.arm * 0.85 + 2, capHeight: m.chest * 0.2, hemWidth: m.chest * 0.22 }),
      ],
      buendchen: [bandCut('Ärmelbündchen', m.chest * 0.2 + 2, 8, { quantity: 2 }), bandCut('Beinbündchen', m.hip * 0.28, 8, { quantity: 2 })],
    };
  },
  instructions: [
    { slug: 'druckknopfleiste', name: 'Druckknopfleiste nähen' },
    { slug: 'raglan', name: 'Raglanärmel zusammennähen' },
  ],
};
