import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface EbookDefinition {
  id: string;
  name: string;
  subline: string;
  size: string;
  colour: string;
  chapters: { title: string; lines: string[] }[];
}

export const demoEbooks: EbookDefinition[] = [
  {
    id: 'ebook-kinderhose-emil',
    name: 'Kinderhose Emil – Schnittmuster & Anleitung',
    subline: 'E-Book mit Schnittmuster zum Ausdrucken',
    size: 'Gr. 50/56 – 122/128',
    colour: '#6f8fa6',
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

/** A simple cover image: brand background with a garment-like shape in the book's colour. */
export async function renderEbookCover(book: EbookDefinition): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <rect width="600" height="800" fill="#EDE3D7"/>
  <path d="M180 160 L420 160 L460 640 L330 640 L300 360 L270 640 L140 640 Z" fill="${book.colour}"/>
  <rect x="170" y="140" width="260" height="40" rx="12" fill="#F6C945"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
