import { circle, mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, bodiceCut, sleeveCut } from './cut';
import type { Garment } from './types';

/** Baby bodysuit with envelope neckline, short sleeves, leg bindings and snap crotch. */
const leg: Run = { start: [140, 404], segs: [{ c1: [108, 414], c2: [58, 452], to: [40, 520] }] };
const body: Run = {
  start: [0, 70],
  segs: [
    { c1: [22, 70], c2: [42, 68], to: [56, 64] },
    { to: [122, 92] },
    { c1: [118, 124], c2: [120, 160], to: [130, 196] },
    { c1: [134, 280], c2: [140, 350], to: [140, 404] },
    { c1: [108, 414], c2: [58, 452], to: [40, 520] },
    { to: [0, 522] },
  ],
};
const sleeve: Run = {
  start: [122, 92],
  segs: [
    { c1: [154, 100], c2: [186, 128], to: [208, 168] },
    { to: [168, 206] },
    { c1: [154, 198], c2: [142, 196], to: [130, 196] },
    { c1: [120, 160], c2: [118, 124], to: [122, 92] },
  ],
};
const binding = (r: Run): Run => {
  const inner = shift(r, -4, -10);
  const back = [...inner.segs].reverse();
  void back;
  return {
    start: r.start,
    segs: [
      ...r.segs,
      { to: [inner.segs[0].to[0], inner.segs[0].to[1]] },
      { c1: inner.segs[0].c2, c2: inner.segs[0].c1, to: inner.start },
    ],
  };
};
const neckOuter: Run = {
  start: [0, 60],
  segs: [
    { c1: [24, 60], c2: [48, 58], to: [62, 62] },
    { c1: [60, 94], c2: [36, 114], to: [0, 116] },
  ],
};
const neckInner: Run = {
  start: [0, 70],
  segs: [
    { c1: [20, 70], c2: [40, 68], to: [50, 70] },
    { c1: [48, 92], c2: [28, 104], to: [0, 105] },
  ],
};

export const bodysuit: Garment = {
  id: 'body-lotte',
  name: 'Body Lotte',
  subline: 'Kurzarmbody mit Amerikanerausschnitt',
  kind: 'body',
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff', materials: ['jersey', 'musselin', 'farbe'] },
    { id: 'aermel', name: 'Ärmel', materials: ['jersey', 'musselin', 'farbe'] },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'jersey', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      hauptstoff: symD(body),
      aermel: mirroredD(sleeve),
      buendchen: symD(neckOuter) + symD(neckInner) + mirroredD(binding(leg)),
    },
    seams: pairD({ start: [62, 64], segs: [{ c1: [76, 80], c2: [96, 92], to: [112, 100] }] }),
    stitches:
      pairD({ start: [202, 160], segs: [{ to: [162, 198] }] }) +
      pairD(shift(leg, -7, -16)) +
      pairD(shift({ start: [62, 62], segs: [{ c1: [60, 94], c2: [36, 114], to: [0, 116] }] }, 0, 5)) +
      circle(0, 510, 4) + circle(20, 508, 4) + circle(20, 508, 4, -1),
    shading: [
      { d: symD(neckInner), grey: 150 },
      { d: mirroredD({ start: [144, 190], segs: [{ to: [160, 404] }, { to: [116, 404] }, { to: [112, 200] }] }), grey: 222 },
      { d: mirroredD({ start: [140, 170], segs: [{ to: [220, 180] }, { to: [166, 212] }, { to: [130, 206] }] }), grey: 214 },
      { d: mirroredD({ start: [40, 500], segs: [{ c1: [60, 440], c2: [100, 420], to: [140, 410] }, { to: [140, 430] }, { to: [60, 470] }] }), grey: 225 },
      { d: mirroredD({ start: [62, 64], segs: [{ to: [112, 100] }, { to: [104, 114] }, { to: [58, 80] }] }), grey: 228 },
    ],
  }),
  cut: (m) => {
    const block = { halfWidth: m.chest / 4 - 0.5, length: m.backLength * 1.35 + 8, neckWidth: m.neck / 6 + 1, shoulder: m.shoulder / 2, armholeDepth: m.chest / 4, hemHalfWidth: 4.5 };
    return {
      hauptstoff: [bodiceCut('Vorderteil', { ...block, neckDepth: m.neck / 5 + 1 }), bodiceCut('Rückenteil', { ...block, neckDepth: 2, length: block.length + 3 })],
      aermel: [sleeveCut('Ärmel', { width: m.chest * 0.27, length: m.arm * 0.25 + 2, capHeight: m.chest * 0.08, hemWidth: m.chest * 0.25 })],
      buendchen: [bandCut('Halsbinde', m.neck * 0.65, 3.5, { onFold: true }), bandCut('Beinbinde', m.hip * 0.38, 3.5, { quantity: 2 })],
    };
  },
  instructions: [
    { slug: 'amerikanerausschnitt', name: 'Amerikanerausschnitt nähen' },
    { slug: 'druckknoepfe', name: 'Druckknöpfe anbringen' },
  ],
};
