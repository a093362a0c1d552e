import type { PaletteName } from '../fabrics/palette';

/** How a fabric is drawn: the print (motif) and the surface (texture comes from the material/variation). */
export type Motif =
  | 'plain' | 'stripes' | 'wide-stripes' | 'dots' | 'confetti' | 'gingham' | 'stars'
  | 'flowers' | 'sprigs' | 'hearts' | 'waves' | 'melange';

export interface FabricSource {
  id: string;
  name: string;
  material: string;
  variation: string | null;
  motif: Motif;
  /** ground colour first, then print colours */
  colors: PaletteName[];
  /** colour family override (default: family of the ground, or 'bunt' for multicolour prints) */
  family?: 'bunt';
}

/**
 * One tile of each print on the real fabric, in cm (tiles are square): a Ringel's stripes are about 1 cm, a
 * gingham check 1 cm, a flower spray a few cm; plain and melange tiles show only the surface.
 */
export const MOTIF_REPEAT_CM: Record<Motif, number> = {
  plain: 10, melange: 12, stripes: 8, 'wide-stripes': 16, dots: 12, confetti: 20, gingham: 8,
  stars: 16, flowers: 24, sprigs: 18, hearts: 14, waves: 12,
};

const f = (id: string, name: string, material: string, variation: string | null, motif: Motif, colors: PaletteName[], family?: 'bunt'): FabricSource =>
  ({ id, name, material, variation, motif, colors, family });

/** Prints with a direction ('Richtung'): flowers and sprigs grow upwards, so no cut piece may lie upside down (issue 39). */
export const ONE_WAY_MOTIFS: ReadonlySet<Motif> = new Set<Motif>(['flowers', 'sprigs']);

/** Shipped fabrics; order within a material = position. Names ≤ 20 characters. */
export const fabrics: FabricSource[] = [
  // Jersey
  f('ringel-ostsee', 'Ringel Ostsee', 'jersey', 'jersey-streifen', 'stripes', ['creme', 'ozean']),
  f('ringel-senf', 'Ringel Senf', 'jersey', 'jersey-streifen', 'stripes', ['creme', 'senf']),
  f('ringel-rose', 'Ringel Rosé', 'jersey', 'jersey-streifen', 'stripes', ['creme', 'altrosa']),
  f('ringel-salbei', 'Ringel Salbei', 'jersey', 'jersey-streifen', 'stripes', ['natur', 'salbei']),
  f('matrose-nacht', 'Matrose Nachtblau', 'jersey', 'jersey-streifen', 'wide-stripes', ['nacht', 'creme']),
  f('tupfen-senf', 'Tupfen Senf', 'jersey', 'jersey-gemustert', 'dots', ['senf', 'creme']),
  f('tupfen-nacht', 'Tupfen Nachtblau', 'jersey', 'jersey-gemustert', 'dots', ['nacht', 'creme']),
  f('tupfen-puder', 'Tupfen Puder', 'jersey', 'jersey-gemustert', 'dots', ['puder', 'altrosa']),
  f('sternenhimmel', 'Sternenhimmel', 'jersey', 'jersey-gemustert', 'stars', ['nacht', 'senf', 'creme']),
  f('sternchen-himmel', 'Sternchen Himmel', 'jersey', 'jersey-gemustert', 'stars', ['himmel', 'creme', 'creme']),
  f('bluemchen-rose', 'Blümchen Rosé', 'jersey', 'jersey-gemustert', 'flowers', ['puder', 'altrosa', 'salbei', 'creme']),
  f('wiesenblumen', 'Wiesenblumen', 'jersey', 'jersey-gemustert', 'flowers', ['salbei', 'creme', 'moos', 'senf'], 'bunt'),
  f('herzchen-koralle', 'Herzchen Koralle', 'jersey', 'jersey-gemustert', 'hearts', ['creme', 'koralle']),
  f('wellen-petrol', 'Wellen Petrol', 'jersey', 'jersey-gemustert', 'waves', ['creme', 'petrol']),
  f('jersey-senf', 'Jersey Senf', 'jersey', 'jersey-uni', 'plain', ['senf']),
  f('jersey-salbei', 'Jersey Salbei', 'jersey', 'jersey-uni', 'plain', ['salbei']),
  f('jersey-altrosa', 'Jersey Altrosa', 'jersey', 'jersey-uni', 'plain', ['altrosa']),
  f('jersey-ozean', 'Jersey Ozean', 'jersey', 'jersey-uni', 'plain', ['ozean']),
  // Sweat
  f('melange-hellgrau', 'Melange Hellgrau', 'sweat', 'sweat-melange', 'melange', ['hellgrau', 'creme', 'steingrau']),
  f('melange-steingrau', 'Melange Steingrau', 'sweat', 'sweat-melange', 'melange', ['steingrau', 'hellgrau', 'anthrazit']),
  f('melange-eisblau', 'Melange Eisblau', 'sweat', 'sweat-melange', 'melange', ['himmel', 'creme', 'ozean']),
  f('melange-rost', 'Melange Rost', 'sweat', 'sweat-melange', 'melange', ['rost', 'koralle', 'schoko']),
  f('sweat-rost', 'Sweat Rost', 'sweat', 'sweat-uni', 'plain', ['rost']),
  f('sweat-moos', 'Sweat Moos', 'sweat', 'sweat-uni', 'plain', ['moos']),
  f('sweat-flieder', 'Sweat Flieder', 'sweat', 'sweat-uni', 'plain', ['flieder']),
  f('sterne-anthrazit', 'Sterne Anthrazit', 'sweat', 'sweat-gemustert', 'stars', ['anthrazit', 'senf', 'hellgrau']),
  f('zweige-sand', 'Zweige Sand', 'sweat', 'sweat-gemustert', 'sprigs', ['sand', 'moos', 'rost']),
  f('konfetti', 'Konfetti', 'sweat', 'sweat-gemustert', 'confetti', ['creme', 'senf', 'koralle', 'ozean', 'salbei'], 'bunt'),
  // Musselin
  f('musselin-puder', 'Musselin Puder', 'musselin', 'musselin-uni', 'plain', ['puder']),
  f('musselin-salbei', 'Musselin Salbei', 'musselin', 'musselin-uni', 'plain', ['salbei']),
  f('musselin-senf', 'Musselin Senf', 'musselin', 'musselin-uni', 'plain', ['senf']),
  f('musselin-natur', 'Musselin Natur', 'musselin', 'musselin-uni', 'plain', ['natur']),
  f('musselin-himmel', 'Musselin Himmel', 'musselin', 'musselin-uni', 'plain', ['himmel']),
  f('musselin-flieder', 'Musselin Flieder', 'musselin', 'musselin-uni', 'plain', ['flieder']),
  f('musselin-zweige', 'Musselin Zweige', 'musselin', 'musselin-gemustert', 'sprigs', ['creme', 'salbei', 'altrosa']),
  f('musselin-punkte', 'Pünktchen Senf', 'musselin', 'musselin-gemustert', 'dots', ['creme', 'senf']),
  f('musselin-blumen', 'Rosengarten', 'musselin', 'musselin-gemustert', 'flowers', ['creme', 'altrosa', 'salbei', 'koralle']),
  f('musselin-sterne', 'Sterne Mint', 'musselin', 'musselin-gemustert', 'stars', ['mint', 'creme', 'creme']),
  // Cord
  f('feincord-karamell', 'Feincord Karamell', 'cord', 'cord-fein', 'plain', ['karamell']),
  f('feincord-moos', 'Feincord Moos', 'cord', 'cord-fein', 'plain', ['moos']),
  f('feincord-rost', 'Feincord Rost', 'cord', 'cord-fein', 'plain', ['rost']),
  f('feincord-nacht', 'Feincord Nachtblau', 'cord', 'cord-fein', 'plain', ['nacht']),
  f('feincord-altrosa', 'Feincord Altrosa', 'cord', 'cord-fein', 'plain', ['altrosa']),
  f('breitcord-schoko', 'Breitcord Schoko', 'cord', 'cord-breit', 'plain', ['schoko']),
  f('breitcord-senf', 'Breitcord Senf', 'cord', 'cord-breit', 'plain', ['senf']),
  f('breitcord-petrol', 'Breitcord Petrol', 'cord', 'cord-breit', 'plain', ['petrol']),
  // Webware
  f('vichy-salbei', 'Vichy Salbei', 'webware', 'webware-karo', 'gingham', ['creme', 'salbei']),
  f('vichy-kirsch', 'Vichy Kirsche', 'webware', 'webware-karo', 'gingham', ['creme', 'kirsch']),
  f('vichy-ozean', 'Vichy Ozean', 'webware', 'webware-karo', 'gingham', ['creme', 'ozean']),
  f('vichy-senf', 'Vichy Senf', 'webware', 'webware-karo', 'gingham', ['creme', 'senf']),
  f('twill-petrol', 'Twill Petrol', 'webware', 'webware-uni', 'plain', ['petrol']),
  f('twill-sand', 'Twill Sand', 'webware', 'webware-uni', 'plain', ['sand']),
  f('canvas-oliv', 'Canvas Oliv', 'webware', 'webware-uni', 'plain', ['oliv']),
  f('kattun-bluemchen', 'Kattun Blümchen', 'webware', 'webware-gemustert', 'flowers', ['natur', 'ozean', 'senf', 'himmel']),
  f('popeline-punkte', 'Popeline Punkte', 'webware', 'webware-gemustert', 'dots', ['kirsch', 'creme']),
  f('popeline-herzen', 'Popeline Herzen', 'webware', 'webware-gemustert', 'hearts', ['puder', 'beere']),
  // Bündchen
  f('buendchen-creme', 'Bündchen Creme', 'buendchen', 'buendchen-uni', 'plain', ['creme']),
  f('buendchen-senf', 'Bündchen Senf', 'buendchen', 'buendchen-uni', 'plain', ['senf']),
  f('buendchen-nacht', 'Bündchen Nachtblau', 'buendchen', 'buendchen-uni', 'plain', ['nacht']),
  f('buendchen-salbei', 'Bündchen Salbei', 'buendchen', 'buendchen-uni', 'plain', ['salbei']),
  f('buendchen-altrosa', 'Bündchen Altrosa', 'buendchen', 'buendchen-uni', 'plain', ['altrosa']),
  f('buendchen-rost', 'Bündchen Rost', 'buendchen', 'buendchen-uni', 'plain', ['rost']),
  f('buendchen-grau', 'Bündchen Melange', 'buendchen', 'buendchen-melange', 'melange', ['hellgrau', 'creme', 'steingrau']),
  f('ringelbuendchen', 'Ringelbündchen', 'buendchen', 'buendchen-ringel', 'stripes', ['creme', 'nacht']),
];

/** Plain colours (material 'farbe'): id, name, hex. */
export const colors: [string, string, string][] = [
  ['farbe-weiss', 'Weiß', '#fbfaf7'], ['farbe-creme', 'Creme', '#f4eee3'], ['farbe-sand', 'Sand', '#e2cfb1'],
  ['farbe-zitrone', 'Zitrone', '#efd97e'], ['farbe-senf', 'Senf', '#d6a435'], ['farbe-ocker', 'Ocker', '#c08a2e'],
  ['farbe-karamell', 'Karamell', '#b3804f'], ['farbe-schoko', 'Schoko', '#5c3d2e'], ['farbe-rost', 'Rost', '#b5603c'],
  ['farbe-koralle', 'Koralle', '#e5846c'], ['farbe-kirsch', 'Kirsche', '#b3363e'], ['farbe-puder', 'Puder', '#efd3cb'],
  ['farbe-altrosa', 'Altrosa', '#d39a98'], ['farbe-beere', 'Beere', '#94405e'], ['farbe-flieder', 'Flieder', '#b8a8d0'],
  ['farbe-pflaume', 'Pflaume', '#6c4a6b'], ['farbe-himmel', 'Himmel', '#a9c9de'], ['farbe-ozean', 'Ozean', '#3e6f8e'],
  ['farbe-nacht', 'Nachtblau', '#253450'], ['farbe-petrol', 'Petrol', '#2f6a6c'], ['farbe-mint', 'Mint', '#bfdfcf'],
  ['farbe-salbei', 'Salbei', '#9db39a'], ['farbe-moos', 'Moos', '#687a4c'], ['farbe-oliv', 'Oliv', '#7d7a45'],
  ['farbe-hellgrau', 'Hellgrau', '#cfccc6'], ['farbe-steingrau', 'Steingrau', '#8f8c87'], ['farbe-anthrazit', 'Anthrazit', '#3e3e41'],
  ['farbe-schwarz', 'Schwarz', '#1f1f21'],
];
