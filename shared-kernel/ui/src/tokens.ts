/** Design tokens. tokens.css mirrors these as CSS custom properties for the stylesheets. */
export const colors = {
  sand: '#EDE3D7', // app background and Android status bar (spec)
  paper: '#FBF8F4',
  ink: '#2B2622',
  inkSoft: '#5E544B',
  line: '#D8CBBB',
  yellow: '#F6C445', // 'Schnitt designen' button
  yellowInk: '#2B2622',
  accent: '#B5523B', // links and the heart
  success: '#2F6B4F',
  danger: '#A3342B',
  /** Inspiration cards rotate through these four backgrounds by index. */
  cardCycle: ['#F3D9C9', '#D8E4D3', '#D6E0EE', '#F4E6B8'],
} as const;

export const space = { xs: 4, s: 8, m: 16, l: 24, xl: 32, xxl: 48 } as const;

export const typeScale = { small: 13, body: 16, lead: 18, h3: 20, h2: 24, h1: 30 } as const;

export const timings = {
  pageIn: 280,
  pageOut: 200,
  smoothScroll: 468,
  areaFlash: 400,
  svgGroupPreparation: 300,
  saveScreenFocus: 300,
  saveFabricFocus: 1000,
  loadingPoll: 500,
} as const;

/** Inspiration card background for a position in a list. */
export function cardColor(index: number): string {
  return colors.cardCycle[((index % 4) + 4) % 4];
}
