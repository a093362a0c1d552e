/** The house palette: soft, muted children's colours that combine with each other. */
export const palette = {
  creme: '#f4eee3',
  natur: '#ece2d0',
  sand: '#e2cfb1',
  zitrone: '#efd97e',
  senf: '#d6a435',
  karamell: '#b3804f',
  schoko: '#5c3d2e',
  rost: '#b5603c',
  koralle: '#e5846c',
  kirsch: '#b3363e',
  puder: '#efd3cb',
  altrosa: '#d39a98',
  beere: '#94405e',
  flieder: '#b8a8d0',
  pflaume: '#6c4a6b',
  himmel: '#a9c9de',
  ozean: '#3e6f8e',
  nacht: '#253450',
  petrol: '#2f6a6c',
  mint: '#bfdfcf',
  salbei: '#9db39a',
  moos: '#687a4c',
  oliv: '#7d7a45',
  hellgrau: '#cfccc6',
  steingrau: '#8f8c87',
  anthrazit: '#3e3e41',
} as const;
export type PaletteName = keyof typeof palette;

export type ColorFamily = 'rot' | 'rosa' | 'orange' | 'gelb' | 'grün' | 'blau' | 'lila' | 'braun' | 'grau' | 'weiß' | 'schwarz' | 'bunt';

/** German display names for the details section ('Farbe'). */
export const colorNames: Record<PaletteName, string> = {
  creme: 'Creme', natur: 'Naturweiß', sand: 'Sand', zitrone: 'Zitronengelb', senf: 'Senfgelb', karamell: 'Karamell',
  schoko: 'Schokobraun', rost: 'Rostrot', koralle: 'Koralle', kirsch: 'Kirschrot', puder: 'Puderrosa', altrosa: 'Altrosa',
  beere: 'Beere', flieder: 'Flieder', pflaume: 'Pflaume', himmel: 'Himmelblau', ozean: 'Ozeanblau', nacht: 'Nachtblau',
  petrol: 'Petrol', mint: 'Mint', salbei: 'Salbeigrün', moos: 'Moosgrün', oliv: 'Oliv', hellgrau: 'Hellgrau',
  steingrau: 'Steingrau', anthrazit: 'Anthrazit',
};

export const families: Record<PaletteName, ColorFamily> = {
  creme: 'weiß', natur: 'weiß', sand: 'braun', zitrone: 'gelb', senf: 'gelb', karamell: 'braun', schoko: 'braun',
  rost: 'orange', koralle: 'orange', kirsch: 'rot', puder: 'rosa', altrosa: 'rosa', beere: 'rot', flieder: 'lila',
  pflaume: 'lila', himmel: 'blau', ozean: 'blau', nacht: 'blau', petrol: 'blau', mint: 'grün', salbei: 'grün',
  moos: 'grün', oliv: 'grün', hellgrau: 'grau', steingrau: 'grau', anthrazit: 'schwarz',
};
