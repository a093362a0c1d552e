/**
 * The cutting plan's texts (issue 39): its drawing, view and files, loaded with them (not with the editor's first
 * screen; the two the editor shows first are in configurator.ts).
 */
export const cuttingPlanStrings = {
  title: 'Zuschnittplan',
  drawingLabel: (fabric: string, metres: string) => `Zuschnittplan für ${fabric}: ${metres} Stoff`,
  buy: (metres: string) => `Kaufe ${metres}`,
  fold: {
    centre: 'Stoff doppelt gelegt, Bruch links',
    selvedges: 'Beide Webkanten zur Mitte gelegt',
    open: 'Stoff einlagig ausgebreitet',
    partial: (cm: number) => `Eine Webkante ${cm} cm breit eingeschlagen, der Rest einlagig`,
  },
  allowance: 'inkl. 1 cm Nahtzugabe',
  foldLine: 'Stoffbruch',
  selvedge: 'Webkante',
  count: (count: number) => `${count}×`,
  mirrored: 'gegengleich',
  onFold: 'im Bruch',
  unfolded: 'Bruch aufgeklappt',
  tooNarrow: (pieces: string) => `Zu schmal für: ${pieces}`,
  matchExtra: (cm: number) => `Muster anpassen: +${cm} cm`,
  zoomIn: 'Zuschnittplan vergrößern',
  zoomOut: 'Zuschnittplan verkleinern',
  pdf: 'Zuschnittplan als PDF',
  svg: 'Zuschnittplan als SVG',
  exporting: 'Zuschnittplan wird erstellt...',
  fileName: (design: string) => `Zuschnittplan ${design}`,
  // the PDF's page
  pdfHeading: (design: string) => `Zuschnittplan: ${design}`,
  pdfMeta: (pattern: string, size: string) => `${pattern} · Größe ${size}`,
  pdfFabric: (fabric: string, width: number, metres: string) => `${fabric} · ${width} cm breit · ${metres}`,
  pdfPieces: 'Teile',
  pdfPieceLine: (name: string, count: number, width: number, height: number, onFold: boolean) =>
    `${count}× ${name}${onFold ? ' (im Bruch)' : ''}: ${width} × ${height} cm`,
  pdfFooter: 'Maße inkl. 1 cm Nahtzugabe. Gerader Fadenlauf parallel zur Webkante.',
} as const;
