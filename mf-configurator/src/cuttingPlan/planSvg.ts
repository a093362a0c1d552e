/**
 * A cutting plan as SVG markup (issue 39): the fabric as laid for cutting, drawn in cm, with its folds and selvedges,
 * a ruler every 10 cm along the length, every piece as its outline with the seam allowance filled with the fabric's
 * print at its real size (the print does not turn with the piece: the fabric lies still, the pieces turn on it), its
 * sewing line dashed, its grainline arrow and its labels ('2×', 'gegengleich', 'im Bruch'), and in red what the fabric
 * is too narrow for. One builder for the screen, the SVG download and the PDF, so all three show the same plan.
 */
import { formatMetres, type Point } from '@nahtlos/contract/yardage';
import type { CuttingPlan, PlacedCut } from '@nahtlos/cutting';
import type { Fabric } from '@nahtlos/platform';
import { cuttingPlanStrings as t } from '../strings/cuttingPlan';

/** A print without a known repeat (the user's photos) is drawn with a tile of this size, in cm. */
const UNKNOWN_REPEAT_CM = 25;
const RULER_STEP_CM = 10;
/** The ruler's room left of the fabric in cm: its ticks (2 cm), a gap, and three digits ('100') of the text's size. */
const rulerRoom = (fontSize: number) => 3 + 1.8 * fontSize;

export type PlanFabric = Pick<Fabric, 'id' | 'name' | 'color' | 'repeat'>;

export interface PlanSvgInput {
  plan: CuttingPlan;
  fabric: PlanFabric;
  /** the print's tile (the fabric's image, or it as a data URL for a file); null: the fabric's colour */
  printHref: string | null;
  /** makes the plan's ids unique on a page that shows several */
  idPrefix: string;
  /** width and height in cm (a file printed at its real size); else it fills its container's width */
  realSize?: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const n = (value: number) => String(Math.round(value * 100) / 100);
/** A label's width in cm: Helvetica's average character is about 0.55 of its size (bold a little more). */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.58;
const pathOf = (points: readonly Point[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

/**
 * What a cut gives, as its label's second line: '2× · gegengleich' (a pair through both layers), 'gegengleich' (the
 * mirrored one of a pair cut singly), 'im Bruch' (against a fold), 'Bruch aufgeklappt' (a piece on the fold cut whole
 * from a single layer), or nothing. A piece on the fold lying mirrored at the right-hand fold is still one piece.
 */
export function cutDetails(cut: Pick<PlacedCut, 'yields' | 'onFold' | 'mirrored' | 'layers'>, fold: CuttingPlan['fold']): string {
  const single = cut.layers === 1 || fold === 'open';
  if (cut.onFold) return single ? t.unfolded : t.onFold;
  if (cut.yields === 2) return `${t.count(2)} · ${t.mirrored}`;
  return cut.mirrored ? t.mirrored : '';
}

/** How the fabric lies, as the plan's caption says it. */
export function foldCaption(plan: Pick<CuttingPlan, 'fold' | 'doubleWidth'>): string {
  return plan.fold === 'partial' ? t.fold.partial(Math.round(plan.doubleWidth ?? 0)) : t.fold[plan.fold];
}

/**
 * The fold and selvedge names above the fabric, anchored so they stay inside the drawing; a name that would run into
 * the one before it (a selvedge folded in only a little) goes one line higher.
 */
function edgeLabels(plan: CuttingPlan, fontSize: number): { markup: string; rows: number } {
  const edges = [...plan.folds.map((x) => ({ x, text: t.foldLine })), ...plan.selvedges.map((x) => ({ x, text: t.selvedge }))].sort((a, b) => a.x - b.x);
  const rowEnds: number[] = [];
  const markup = edges.map(({ x, text }) => {
    const width = textWidth(text, fontSize);
    const anchor = x <= 0 ? 'start' : x >= plan.foldedWidth ? 'end' : 'middle';
    const start = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    let row = rowEnds.findIndex((end) => end + fontSize * 0.5 <= start);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = start + width;
    const y = -fontSize * (0.6 + 1.2 * row);
    return `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}" class="plan-edge">${escape(text)}</text>`;
  });
  return { markup: markup.join(''), rows: Math.max(1, rowEnds.length) };
}

function ruler(lengthCm: number, fontSize: number): string {
  const ticks: string[] = [];
  for (let y = 0; y <= lengthCm; y += RULER_STEP_CM) {
    ticks.push(`<line x1="-2" y1="${y}" x2="0" y2="${y}"/>`);
    if (y > 0) ticks.push(`<text x="-2.6" y="${n(y + fontSize * 0.35)}" text-anchor="end">${y}</text>`);
  }
  return `<g class="plan-ruler" aria-hidden="true">${ticks.join('')}<text x="-2.6" y="${n(fontSize * 0.35)}" text-anchor="end">cm</text></g>`;
}

/**
 * The piece's name and what it gives, at the middle of its box: across, or along its length where the piece is too
 * narrow for the words and taller than wide (a waistband, a hood's middle strip).
 */
function labels(cut: PlacedCut, fold: CuttingPlan['fold'], fontSize: number): string {
  const details = cutDetails(cut, fold);
  const widest = Math.max(textWidth(cut.name, fontSize), textWidth(details, fontSize));
  const along = widest > cut.width && cut.height > cut.width;
  // where even that leaves too little room, the words shrink to at most 70 % (neighbours' labels then rarely touch)
  const scale = Math.min(1, Math.max(0.7, (along ? cut.height : cut.width) / widest));
  const size = fontSize * scale;
  const cx = cut.x + cut.width / 2;
  const cy = cut.y + cut.height / 2;
  const turn = along ? ` transform="rotate(-90 ${n(cx)} ${n(cy)})"` : '';
  const shrunk = scale < 1 ? ` font-size="${n(size)}"` : '';
  const nameY = details ? cy - size * 0.15 : cy + size * 0.35;
  // each line twice: a white halo under the text keeps it readable on any print (paint-order is not for every reader:
  // the PDF's svg2pdf ignores it)
  const line = (text: string, y: number, bold: boolean) =>
    ['plan-halo', 'plan-label']
      .map((kind) => `<text class="${kind}" x="${n(cx)}" y="${n(y)}" text-anchor="middle"${bold ? ' font-weight="700"' : ''}>${escape(text)}</text>`)
      .join('');
  return `<g${turn}${shrunk}>${line(cut.name, nameY, true)}${details ? line(details, cy + size * 1.05, false) : ''}</g>`;
}

function piece(cut: PlacedCut, fold: CuttingPlan['fold'], fill: string, fontSize: number, arrowId: string): string {
  const [[x1, y1], [x2, y2]] = cut.grain;
  return (
    `<g class="plan-piece" data-piece="${escape(cut.name)}">` +
    `<path class="plan-cut" d="${cut.allowance.map(pathOf).join('')}" fill="${fill}"/>` +
    `<path class="plan-seam" d="${pathOf(cut.cutLine)}"/>` +
    `<line class="plan-grain" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" marker-start="url(#${arrowId})" marker-end="url(#${arrowId})"/>` +
    labels(cut, fold, fontSize) +
    `</g>`
  );
}

export function planSvg({ plan, fabric, printHref, idPrefix, realSize = false }: PlanSvgInput): string {
  const width = plan.foldedWidth;
  const length = Math.max(plan.lengthCm, RULER_STEP_CM);
  // text about 1/28 of the drawing's width (the ruler's room included): ~12 px on a phone, whatever the fabric's width
  const fontSize = Math.max(2, (width + 3) / 26.2);
  const left = rulerRoom(fontSize);
  const edges = edgeLabels(plan, fontSize);
  const top = fontSize * (0.8 + 1.2 * edges.rows);
  const bottom = plan.tooWide.length > 0 ? fontSize * 3 : fontSize;
  const viewBox = [-left, -top, width + left + 1, length + top + bottom].map(n).join(' ');
  const id = idPrefix.replace(/[^a-zA-Z0-9_-]/g, '_');
  const printId = `${id}-print`;
  const arrowId = `${id}-arrow`;
  const repeat = fabric.repeat ?? { width: UNKNOWN_REPEAT_CM, height: UNKNOWN_REPEAT_CM };
  const fill = printHref ? `url(#${printId})` : escape(fabric.color ?? '#d9d2c5');
  const size = realSize ? ` width="${n(width + left + 1)}cm" height="${n(length + top + bottom)}cm"` : '';
  const label = t.drawingLabel(fabric.name, formatMetres(plan.lengthCm));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${viewBox}"${size} role="img" aria-label="${escape(label)}" class="plan-svg" font-family="Helvetica, Arial, sans-serif" font-size="${n(fontSize)}">` +
    `<title>${escape(label)}</title>` +
    `<style>.plan-cut{stroke:#2b2623;stroke-width:.3}.plan-seam{fill:none;stroke:#2b2623;stroke-width:.15;stroke-dasharray:.8 .6}` +
    `.plan-grain{stroke:#2b2623;stroke-width:.25}.plan-halo{fill:#fff;stroke:#fff;stroke-width:${n(fontSize / 5)};stroke-linejoin:round}.plan-label{fill:#2b2623}` +
    `.plan-ruler line{stroke:#6b625c;stroke-width:.2}.plan-ruler text,.plan-edge{fill:#6b625c}.plan-fold{stroke:#6b625c;stroke-width:.3;stroke-dasharray:1.5 1}` +
    `.plan-selvedge{stroke:#6b625c;stroke-width:.6}.plan-too-wide{fill:#b3261e;font-weight:700}</style>` +
    `<defs>` +
    (printHref
      ? `<pattern id="${printId}" patternUnits="userSpaceOnUse" width="${n(repeat.width)}" height="${n(repeat.height)}">` +
        `<image href="${escape(printHref)}" xlink:href="${escape(printHref)}" width="${n(repeat.width)}" height="${n(repeat.height)}" preserveAspectRatio="none"/></pattern>`
      : '') +
    `<marker id="${arrowId}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">` +
    `<path d="M0 0L10 5L0 10Z" fill="#2b2623"/></marker>` +
    `</defs>` +
    `<rect x="0" y="0" width="${n(width)}" height="${n(length)}" fill="#f7f3ec" stroke="#6b625c" stroke-width=".2"/>` +
    // a partial fold's doubled strip: two layers, a shade darker
    (plan.fold === 'partial' && plan.doubleWidth ? `<rect x="0" y="0" width="${n(plan.doubleWidth)}" height="${n(length)}" fill="#e9e0d0"/>` : '') +
    plan.folds.map((x) => `<line class="plan-fold" x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(length)}"/>`).join('') +
    plan.selvedges.map((x) => `<line class="plan-selvedge" x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(length)}"/>`).join('') +
    edges.markup +
    ruler(length, fontSize) +
    plan.placements.map((cut) => piece(cut, plan.fold, fill, fontSize, arrowId)).join('') +
    (plan.tooWide.length > 0
      ? `<text class="plan-too-wide" x="0" y="${n(length + fontSize * 1.8)}">${escape(t.tooNarrow(plan.tooWide.join(', ')))}</text>`
      : '') +
    `</svg>`
  );
}
