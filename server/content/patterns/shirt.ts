import { mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, bodiceCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** T-shirt with short set-in sleeves and a neckband. */
const body: Run = {
  start: [0, 58],
  segs: [
    { c1: [24, 58], c2: [46, 56], to: [62, 54] },
    { to: [130, 82] },
    { c1: [124, 118], c2: [126, 160], to: [136, 196] },
    { c1: [140, 300], c2: [144, 420], to: [148, 518] },
    { c1: [100, 524], c2: [44, 526], to: [0, 526] },
  ],
};
const sleeve: Run = {
  start: [130, 82],
  segs: [
    { c1: [166, 92], c2: [202, 124], to: [228, 172] },
    { to: [180, 216] },
    { c1: [162, 204], c2: [148, 198], to: [136, 196] },
    { c1: [126, 160], c2: [124, 118], to: [130, 82] },
  ],
};
const bandOuter: Run = {
  start: [0, 46],
  segs: [
    { c1: [26, 46], c2: [54, 44], to: [68, 50] },
    { c1: [66, 92], c2: [40, 120], to: [0, 122] },
  ],
};
const bandInner: Run = {
  start: [0, 58],
  segs: [
    { c1: [22, 58], c2: [44, 56], to: [54, 60] },
    { c1: [52, 88], c2: [32, 108], to: [0, 109] },
  ],
};
const hem: Run = { start: [148, 518], segs: [{ c1: [100, 524], c2: [44, 526], to: [0, 526] }] };
const sleeveHem: Run = { start: [228, 172], segs: [{ to: [180, 216] }] };
const frontNeck: Run = { start: [68, 50], segs: [{ c1: [66, 92], c2: [40, 120], to: [0, 122] }] };

export const shirt: Garment = {
  id: 'shirt-mila',
  name: 'Shirt Mila',
  subline: 'Kurzarmshirt mit Halsbündchen',
  kind: 'shirt',
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff' },
    { id: 'aermel', name: 'Ärmel' },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'jersey', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      hauptstoff: symD(body),
      aermel: mirroredD(sleeve),
      buendchen: symD(bandOuter) + symD(bandInner),
    },
    seams: '',
    stitches:
      pairD(shift(hem, 0, -12)) +
      pairD({ start: [222, 162], segs: [{ to: [172, 206] }] }) +
      pairD(shift(frontNeck, 0, 6)),
    shading: [
      { d: symD(bandInner), grey: 150 },
      { d: symD({ start: [0, 58], segs: [{ to: [60, 58] }, { to: [60, 72] }, { c1: [30, 76], c2: [10, 76], to: [0, 76] }] }), grey: 205 },
      { d: mirroredD({ start: [150, 190], segs: [{ to: [172, 520] }, { to: [122, 520] }, { to: [118, 200] }] }), grey: 222 },
      { d: mirroredD({ start: [150, 170], segs: [{ to: [240, 190] }, { to: [176, 222] }, { to: [136, 210] }] }), grey: 215 },
    ],
  }),
  cut: (m) => {
    const block = { halfWidth: m.chest / 4 + 1, length: m.backLength * 1.45 + 4, neckWidth: m.neck / 6 + 0.5, shoulder: m.shoulder / 2, armholeDepth: m.chest / 4 + 1 };
    return {
      hauptstoff: [bodiceCut('Vorderteil', { ...block, neckDepth: m.neck / 5 + 1 }), bodiceCut('Rückenteil', { ...block, neckDepth: 1.5 })],
      aermel: [sleeveCut('Ärmel', { width: m.chest * 0.38, length: m.arm * 0.3 + 3, capHeight: m.chest * 0.1, hemWidth: m.chest * 0.34 })],
      buendchen: [bandCut('Halsbündchen', m.neck * 0.85 + 6, 5)],
    };
  },
  instructions: [
    { slug: 'halsbuendchen-annaehen', name: 'Halsbündchen annähen' },
    { slug: 'aermel-einsetzen', name: 'Ärmel einsetzen' },
  ],
};
void sleeveHem;
