import { mirroredD, pairD, symD, type Run, type Seg } from './draw';
import { bandCut, bodiceCut, panelCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** Dress with fitted bodice, waistband, flared skirt, flutter sleeves and a gathered ruffle hem. */
const main: Run = {
  start: [0, 66],
  segs: [
    { c1: [20, 66], c2: [40, 62], to: [54, 56] },
    { to: [100, 72] },
    { c1: [96, 112], c2: [100, 140], to: [112, 164] },
    { to: [110, 246] },
    { to: [114, 274] },
    { c1: [150, 340], c2: [186, 420], to: [200, 470] },
    { c1: [140, 478], c2: [60, 480], to: [0, 480] },
  ],
};
const band: Run = { start: [0, 246], segs: [{ to: [110, 246] }, { to: [114, 274] }, { to: [0, 274] }] };
const waves = (from: number, to: number, y: number, n: number, amp: number): Seg[] => {
  const segs: Seg[] = [];
  const step = (to - from) / n;
  for (let i = 1; i <= n; i++) {
    const x = from + step * i;
    segs.push({ q: [x - step / 2, y + amp + (i % 2) * 2], to: [x, y] });
  }
  return segs;
};
const ruffle: Run = {
  start: [0, 470],
  segs: [{ c1: [60, 470], c2: [140, 468], to: [200, 462] }, { to: [226, 540] }, ...waves(226, 0, 544, 5, 10)],
};
const sleeve: Run = {
  start: [100, 72],
  segs: [
    { c1: [132, 78], c2: [156, 104], to: [164, 140] },
    { q: [150, 146], to: [138, 150] },
    { q: [124, 152], to: [112, 164] },
    { c1: [100, 140], c2: [96, 112], to: [100, 72] },
  ],
};
const frontNeck: Run = { start: [54, 56], segs: [{ c1: [50, 90], c2: [32, 108], to: [0, 110] }] };

export const dress: Garment = {
  id: 'rueschenkleid-ella',
  name: 'Rüschenkleid Ella',
  subline: 'Trägerkleid mit Flatterärmeln und Volant',
  kind: 'dress',
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff', materials: ['musselin', 'webware', 'jersey', 'cord', 'farbe'] },
    { id: 'aermel', name: 'Ärmel', materials: ['musselin', 'webware', 'jersey', 'farbe'] },
    { id: 'bund', name: 'Bund' },
    { id: 'ruesche', name: 'Rüsche', materials: ['musselin', 'webware', 'jersey', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      hauptstoff: symD(main),
      aermel: mirroredD(sleeve),
      bund: symD(band),
      ruesche: symD(ruffle),
    },
    seams:
      pairD(frontNeck) +
      [14, 50, 90, 130, 170, 204].map((x) => pairD({ start: [x * 0.98, 478], segs: [{ to: [x * 1.03, 500] }] })).join('') +
      [20, 56, 92].map((x) => pairD({ start: [x, 276], segs: [{ to: [x * 1.12, 300] }] })).join(''),
    stitches: pairD({ start: [50, 60], segs: [{ c1: [46, 92], c2: [30, 104], to: [0, 104] }] }),
    shading: [
      { d: symD({ start: [0, 66], segs: [{ c1: [20, 66], c2: [40, 62], to: [54, 56] }, { c1: [50, 90], c2: [32, 108], to: [0, 110] }] }), grey: 150 },
      { d: mirroredD({ start: [40, 290], segs: [{ c1: [60, 360], c2: [70, 420], to: [80, 476] }, { to: [64, 476] }] }), grey: 212 },
      { d: mirroredD({ start: [100, 290], segs: [{ c1: [130, 360], c2: [150, 420], to: [166, 476] }, { to: [150, 476] }] }), grey: 212 },
      { d: mirroredD({ start: [112, 170], segs: [{ to: [114, 244] }, { to: [94, 244] }, { to: [96, 170] }] }), grey: 224 },
      { d: mirroredD({ start: [30, 480], segs: [{ to: [40, 540] }, { to: [26, 540] }] }), grey: 205 },
      { d: mirroredD({ start: [110, 476], segs: [{ to: [124, 540] }, { to: [108, 540] }] }), grey: 205 },
      { d: mirroredD({ start: [112, 164], segs: [{ q: [124, 152], to: [138, 150] }, { to: [130, 140] }, { to: [108, 130] }] }), grey: 200 },
    ],
  }),
  cut: (m) => {
    const block = { halfWidth: m.chest / 4 + 1.5, length: m.backLength * 0.8, neckWidth: m.neck / 6 + 1.5, shoulder: m.shoulder / 2 - 1, armholeDepth: m.chest / 4 };
    const skirt = m.outsideLeg * 0.6 + 6;
    return {
      hauptstoff: [
        bodiceCut('Oberteil vorne', { ...block, neckDepth: m.neck / 5 + 2 }),
        bodiceCut('Oberteil hinten', { ...block, neckDepth: 2 }),
        panelCut('Rock', m.waist * 0.42, m.hip * 0.5, skirt, { quantity: 2 }),
      ],
      aermel: [sleeveCut('Flatterärmel', { width: m.chest * 0.4, length: m.arm * 0.18 + 2, capHeight: m.chest * 0.08, hemWidth: m.chest * 0.5 })],
      bund: [bandCut('Bund', m.waist / 2 + 2, 6, { onFold: true, quantity: 2 })],
      ruesche: [bandCut('Volant', m.hip * 0.7, skirt * 0.3 + 3, { onFold: true, quantity: 2 })],
    };
  },
  lengthShown: (m) => m.backLength * 0.8 + m.outsideLeg * 0.6 + 6,
  instructions: [
    { slug: 'volant-kraeuseln', name: 'Volant kräuseln' },
    { slug: 'flatteraermel', name: 'Flatterärmel annähen' },
  ],
};
