/**
 * 'Zuschnittplan als PDF' and 'Zuschnittplan als SVG' (issue 39), made in the browser, offline too (this module and
 * jsPDF are a chunk of the configurator's that the service worker keeps with its other files). The PDF is A4 and
 * vector (jsPDF, the plan drawn by svg2pdf.js from the same markup the screen shows): one page per fabric with the
 * design's preview and name, its size, the fabric and its width, what to buy, the plan and the piece list. The SVG
 * holds every fabric's plan at its real size in cm, the prints inlined, so it opens and prints anywhere.
 */
import { formatMetres } from '@nahtlos/contract/yardage';
import { jsPDF } from 'jspdf';
import { svg2pdf } from 'svg2pdf.js';
import { blobToDataUrl, imageDataUrl } from '../drawing/media';
import { cuttingPlanStrings as t } from '../strings/cuttingPlan';
import type { FabricNeed } from '../sizing/yardage';
import { foldCaption, planSvg } from './planSvg';

export interface PlanExportInput {
  /** the design's name (a design not saved yet: its pattern's) */
  designName: string;
  patternName: string;
  size: string;
  /** the fabrics with their plans; fabrics too narrow for every piece still get a page that says so */
  needs: readonly FabricNeed[];
  /** the design's preview (PNG or JPEG); null: none on the page */
  preview: Blob | null;
}

const A4 = { width: 210, height: 297 };
const MARGIN = 14;
const PREVIEW_MM = 42;
const LINE_MM = 5.2;

const fileName = (designName: string, extension: string) => `${t.fileName(designName).replace(/[\\/:*?"<>|]+/g, '-')}.${extension}`;

/** The prints as data URLs: a file's drawing needs its images inside it (and svg2pdf loads no other). */
async function printHrefs(needs: readonly FabricNeed[]): Promise<Map<string, string | null>> {
  const entries = await Promise.all(
    needs.map(async ({ fabric }) => [fabric.id, fabric.path ? await imageDataUrl(fabric.path).catch(() => null) : null] as const),
  );
  return new Map(entries);
}

function svgElement(markup: string): SVGSVGElement {
  return new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
}

export async function planPdfFile({ designName, patternName, size, needs, preview }: PlanExportInput): Promise<File> {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const hrefs = await printHrefs(needs);
  const previewUrl = preview ? await blobToDataUrl(preview).catch(() => null) : null;
  const previewFormat = preview?.type === 'image/jpeg' ? 'JPEG' : 'PNG';
  // svg2pdf measures the drawing in the page's document
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;visibility:hidden';
  document.body.appendChild(host);
  try {
    for (const [index, need] of needs.entries()) {
      if (index > 0) doc.addPage();
      const { plan, fabric } = need;
      doc.setTextColor(43, 38, 35);
      doc.setFont('helvetica', 'bold').setFontSize(16);
      doc.text(t.pdfHeading(designName), MARGIN, MARGIN + 6, { maxWidth: A4.width - 2 * MARGIN - PREVIEW_MM - 4 });
      doc.setFont('helvetica', 'normal').setFontSize(11);
      doc.text(t.pdfMeta(patternName, size), MARGIN, MARGIN + 14);
      doc.text(t.pdfFabric(fabric.name, plan.fabricWidth, formatMetres(plan.lengthCm)), MARGIN, MARGIN + 14 + LINE_MM);
      doc.setFont('helvetica', 'bold');
      doc.text(plan.placements.length > 0 ? t.buy(formatMetres(plan.buyLengthCm)) : '', MARGIN, MARGIN + 14 + 2 * LINE_MM);
      doc.setFont('helvetica', 'normal').setFontSize(9);
      const notes = [`${foldCaption(plan)}, ${t.allowance}`, ...(need.matched && plan.matchExtraCm > 0 ? [t.matchExtra(plan.matchExtraCm)] : [])];
      doc.text(notes, MARGIN, MARGIN + 14 + 3 * LINE_MM);
      if (previewUrl) doc.addImage(previewUrl, previewFormat, A4.width - MARGIN - PREVIEW_MM, MARGIN, PREVIEW_MM, PREVIEW_MM * 1.2);

      // the piece list at the foot of the page, the plan as large as the room above it allows
      const listLines = plan.pieces.map((p) => t.pdfPieceLine(p.name, p.count, p.widthCm, p.heightCm, p.onFold));
      const listHeight = (listLines.length + 3) * 4.6;
      const top = MARGIN + PREVIEW_MM * 1.2 + 6;
      const room = { width: A4.width - 2 * MARGIN, height: A4.height - MARGIN - listHeight - top };
      const element = svgElement(planSvg({ plan, fabric, printHref: hrefs.get(fabric.id) ?? null, idPrefix: `pdf-${index}` }));
      host.replaceChildren(element);
      const [, , vw, vh] = (element.getAttribute('viewBox') ?? '0 0 1 1').split(' ').map(Number);
      const scale = Math.min(room.width / vw, room.height / vh);
      await svg2pdf(element, doc, { x: MARGIN, y: top, width: vw * scale, height: vh * scale });

      const listTop = A4.height - MARGIN - listHeight + 4;
      doc.setFont('helvetica', 'bold').setFontSize(11);
      doc.text(t.pdfPieces, MARGIN, listTop);
      doc.setFont('helvetica', 'normal').setFontSize(10);
      doc.text(listLines, MARGIN, listTop + 5.5, { lineHeightFactor: 1.3 });
      doc.setFontSize(8).setTextColor(107, 98, 92);
      doc.text(t.pdfFooter, MARGIN, A4.height - MARGIN + 4);
    }
  } finally {
    host.remove();
  }
  return new File([doc.output('blob')], fileName(designName, 'pdf'), { type: 'application/pdf' });
}

/** Every fabric's plan one below the other, at its real size (cm), in one SVG file. */
export async function planSvgFile({ designName, needs }: PlanExportInput): Promise<File> {
  const hrefs = await printHrefs(needs);
  const GAP_CM = 10;
  let y = 0;
  let width = 0;
  const parts = needs.map(({ plan, fabric }, index) => {
    const markup = planSvg({ plan, fabric, printHref: hrefs.get(fabric.id) ?? null, idPrefix: `svg-${index}` });
    const element = svgElement(markup);
    const [, , vw, vh] = (element.getAttribute('viewBox') ?? '0 0 1 1').split(' ').map(Number);
    element.setAttribute('y', String(y));
    element.setAttribute('width', String(vw));
    element.setAttribute('height', String(vh));
    width = Math.max(width, vw);
    y += vh + GAP_CM;
    return new XMLSerializer().serializeToString(element);
  });
  const height = Math.max(0, y - GAP_CM);
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `viewBox="0 0 ${width} ${height}" width="${width}cm" height="${height}cm"><title>${t.fileName(designName).replace(/[<&]/g, '')}</title>${parts.join('')}</svg>`;
  return new File([svg], fileName(designName, 'svg'), { type: 'image/svg+xml' });
}
