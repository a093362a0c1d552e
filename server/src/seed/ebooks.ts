import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Catalogue } from '../../content/lib/catalogue';
import { projectDrawing } from './projectDrawing';

export interface EbookDefinition {
  id: string;
  name: string;
  subline: string;
  size: string;
  colour: string;
  /** The content pattern the book is about: its drawing is the cover's picture. */
  pattern: string;
  /** Colours of the pattern's areas on the cover (area id → hex). */
  fills: Record<string, string>;
  /** The garment's outline when no content catalogue is at hand (tests, seeding without a release). */
  silhouette: 'trousers' | 'bodysuit';
  chapters: { title: string; lines: string[] }[];
}

export const demoEbooks: EbookDefinition[] = [
  {
    id: 'ebook-kinderhose-emil',
    name: 'Kinderhose Emil – Schnittmuster & Anleitung',
    subline: 'E-Book mit Schnittmuster zum Ausdrucken',
    size: 'Gr. 50/56 – 122/128',
    colour: '#6f8fa6',
    pattern: 'kinderhose-emil',
    fills: { hauptstoff: '#6f8fa6', taschen: '#f6c445', bund: '#f6c445', buendchen: '#f4eee3' },
    silhouette: 'trousers',
    chapters: [
      { title: 'Material', lines: ['Jersey oder Sweat, 30–80 cm bei 140 cm Stoffbreite.', 'Bündchenstoff für Bund und Beinabschlüsse, 10–25 cm.'] },
      { title: 'Zuschnitt', lines: ['Schnittteile in 100 % ausdrucken und das Kontrollquadrat (5 × 5 cm) prüfen.', 'Vorder- und Hinterhose je 2× gegengleich zuschneiden.'] },
      { title: 'Nähen', lines: ['Innere Beinnähte schließen, dann die Schrittnaht nähen.', 'Bund zum Ring nähen, längs falten und gedehnt annähen.', 'Beinbündchen ebenso annähen – fertig ist die Hose!'] },
    ],
  },
  {
    id: 'ebook-body-lotte',
    name: 'Babybody Lotte – Schnittmuster & Anleitung',
    subline: 'E-Book mit Schnittmuster zum Ausdrucken',
    size: 'Gr. 50/56 – 98/104',
    colour: '#c98b7a',
    pattern: 'body-lotte',
    fills: { hauptstoff: '#c98b7a', aermel: '#e9c6b6', buendchen: '#f4eee3' },
    silhouette: 'bodysuit',
    chapters: [
      { title: 'Material', lines: ['Elastischer Jersey, 30–55 cm bei 140 cm Stoffbreite.', 'Bündchen für Hals und Arme, 10–15 cm; Druckknöpfe.'] },
      { title: 'Zuschnitt', lines: ['Vorder- und Rückenteil im Stoffbruch zuschneiden.', 'Ärmel 2× gegengleich, Bündchenstreifen quer zur Dehnrichtung.'] },
      { title: 'Nähen', lines: ['Schultern überlappend legen und heften.', 'Ärmel einnähen, Seitennähte in einem Zug schließen.', 'Bündchen annähen und Druckknöpfe im Schritt setzen.'] },
    ],
  },
];

/** A real, printable PDF: title page plus one page per chapter (Helvetica covers German umlauts). */
export async function renderEbookPdf(book: EbookDefinition): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(book.name);
  pdf.setAuthor('Nahtlos');
  pdf.setLanguage('de-DE');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.17, 0.17, 0.17);

  const cover = pdf.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 642, width: 595, height: 200, color: rgb(0.93, 0.89, 0.84) });
  cover.drawText('Nahtlos', { x: 50, y: 780, size: 18, font: bold, color: dark });
  cover.drawText(book.name, { x: 50, y: 690, size: 20, font: bold, color: dark, maxWidth: 495, lineHeight: 24 });
  cover.drawText(book.subline, { x: 50, y: 600, size: 13, font: regular, color: dark });
  cover.drawText(`Größen: ${book.size}`, { x: 50, y: 575, size: 13, font: regular, color: dark });

  for (const [index, chapter] of book.chapters.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${index + 1}. ${chapter.title}`, { x: 50, y: 770, size: 18, font: bold, color: dark });
    chapter.lines.forEach((line, lineIndex) => {
      page.drawText(`• ${line}`, { x: 50, y: 730 - lineIndex * 28, size: 12, font: regular, color: dark, maxWidth: 495 });
    });
    page.drawText(`${book.name} · Seite ${index + 2}`, { x: 50, y: 40, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  }
  return Buffer.from(await pdf.save());
}

/** Simple outlines (viewBox 0 0 500 600) for a cover without the content catalogue. */
const silhouettes: Record<EbookDefinition['silhouette'], string> = {
  trousers: 'M150 70H350L390 560H280L250 260L220 560H110Z',
  bodysuit:
    'M205 80Q250 112 295 80L372 104L446 196L398 236L382 222L384 420Q330 438 296 528H204Q170 438 116 420L118 222L102 236L54 196L128 104Z',
};

/** The picture of the cover: the pattern's own drawing (as on its page) filled with the book's colours, else its outline. */
function garmentSvg(book: EbookDefinition, catalogue: Catalogue | undefined): string {
  try {
    const drawing = catalogue && projectDrawing(catalogue, book.pattern, book.fills);
    if (drawing) return drawing.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  } catch {
    // a release without this pattern's media: the outline below
  }
  return `<path d="${silhouettes[book.silhouette]}" fill="${book.colour}" stroke="#2b2622" stroke-width="3" stroke-linejoin="round"/>`;
}

/**
 * The cover (600 × 800 JPEG): the brand's sand background, a paper oval with a dashed stitch line, the garment the
 * book is about — drawn like every pattern of the app — and a yellow tape. No text: the app shows the name beside it.
 */
export async function renderEbookCover(book: EbookDefinition, catalogue?: Catalogue): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <rect width="600" height="800" fill="#EDE3D7"/>
  <ellipse cx="300" cy="430" rx="262" ry="320" fill="#FBF8F4"/>
  <ellipse cx="300" cy="430" rx="246" ry="304" fill="none" stroke="#D8CBBB" stroke-width="3" stroke-dasharray="12 9"/>
  <svg x="60" y="130" width="480" height="576" viewBox="0 0 500 600">${garmentSvg(book, catalogue)}</svg>
  <rect x="210" y="52" width="180" height="26" rx="13" fill="#F6C445"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
