import { circle, mirroredD, pairD, shift, symD, type Run } from './draw';
import { bandCut, panelCut, trouserLegsCut } from './cut';
import type { Garment } from './types';

/** Dungarees with bib pocket, straps with buttons, waistband and leg cuffs. */
const main: Run = {
  start: [0, 150],
  segs: [
    { to: [72, 150] },
    { to: [76, 262] },
    { to: [132, 262] },
    { to: [130, 290] },
    { c1: [140, 360], c2: [150, 420], to: [148, 482] },
    { to: [42, 482] },
    { c1: [36, 410], c2: [20, 360], to: [0, 338] },
  ],
};
const strap: Run = { start: [52, 152], segs: [{ to: [60, 52] }, { to: [84, 52] }, { to: [72, 160] }] };
const band: Run = { start: [0, 262], segs: [{ to: [132, 262] }, { to: [130, 292] }, { to: [0, 292] }] };
const bibPocket: Run = { start: [0, 180], segs: [{ to: [44, 180] }, { to: [44, 232] }, { q: [44, 240], to: [36, 240] }, { to: [0, 240] }] };
const sidePocket: Run = { start: [84, 292], segs: [{ c1: [88, 316], c2: [106, 332], to: [134, 334] }, { to: [130, 292] }] };
const cuff: Run = { start: [148, 480], segs: [{ to: [146, 534] }, { to: [46, 534] }, { to: [42, 480] }] };

export const dungarees: Garment = {
  id: 'latzhose-ben',
  name: 'Latzhose Ben',
  subline: 'Latzhose mit Brusttasche und Beinbündchen',
  kind: 'dungarees',
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff', materials: ['cord', 'webware', 'sweat', 'farbe'] },
    { id: 'taschen', name: 'Taschen' },
    { id: 'bund', name: 'Bund', materials: ['cord', 'webware', 'sweat', 'farbe'] },
    { id: 'buendchen', name: 'Bündchen', materials: ['buendchen', 'farbe'] },
  ],
  drawing: () => ({
    shapes: {
      hauptstoff: symD(main) + mirroredD(strap),
      taschen: symD(bibPocket) + mirroredD(sidePocket),
      bund: symD(band),
      buendchen: mirroredD(cuff),
    },
    seams: 'M250 292L250 338' + circle(62, 166, 6) + circle(62, 166, 6, -1),
    stitches:
      pairD({ start: [0, 158], segs: [{ to: [66, 158] }, { to: [69, 256] }] }) +
      pairD({ start: [57, 142], segs: [{ to: [64, 60] }] }) +
      pairD({ start: [78, 60], segs: [{ to: [70, 142] }] }) +
      pairD({ start: [0, 188], segs: [{ to: [44, 188] }] }) +
      pairD(shift({ start: [84, 292], segs: [{ c1: [88, 316], c2: [106, 332], to: [134, 334] }] }, -6, 0)) +
      pairD({ start: [0, 270], segs: [{ to: [130, 270] }] }) +
      pairD({ start: [0, 284], segs: [{ to: [130, 284] }] }),
    shading: [
      { d: mirroredD({ start: [128, 300], segs: [{ to: [160, 480] }, { to: [124, 480] }, { to: [112, 310] }] }), grey: 222 },
      { d: mirroredD({ start: [42, 482], segs: [{ c1: [36, 410], c2: [20, 360], to: [0, 338] }, { to: [18, 336] }, { c1: [40, 380], c2: [62, 430], to: [64, 482] }] }), grey: 212 },
      { d: mirroredD({ start: [60, 52], segs: [{ to: [84, 52] }, { to: [84, 66] }, { to: [60, 66] }] }), grey: 190 },
      { d: mirroredD({ start: [56, 150], segs: [{ to: [76, 150] }, { to: [78, 200] }, { to: [64, 200] }] }), grey: 226 },
    ],
  }),
  cut: (m) => ({
    hauptstoff: [
      ...trouserLegsCut(m.hip, { length: m.outsideLeg - 4, ease: 2.5, hemWidth: m.hip * 0.3 }),
      panelCut('Latz', m.chest * 0.16, m.chest * 0.18, m.backLength * 0.55),
      bandCut('Träger', 4, m.backLength * 1.6 + 6, { quantity: 2 }),
    ],
    taschen: [bandCut('Brusttasche', m.chest * 0.2, m.chest * 0.2, { grain: 'any' }), bandCut('Gesäßtasche', m.hip * 0.18, m.hip * 0.2, { quantity: 2, grain: 'any' })],
    bund: [bandCut('Bund', m.waist / 2 + 2, 8, { onFold: true, quantity: 2 })],
    buendchen: [bandCut('Beinbündchen', m.hip * 0.33, 10, { quantity: 2 })],
  }),
  lengthShown: (m) => m.outsideLeg - 4 + m.backLength * 0.55,
  instructions: [
    { slug: 'brusttasche', name: 'Brusttasche aufnähen' },
    { slug: 'traeger-knopfloch', name: 'Träger und Knopflöcher' },
  ],
};
