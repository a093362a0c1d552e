import { mulberry32 } from '@nahtlos/contract/seededRandom';
import { layOutPieces, SEAM_ALLOWANCE_CM, type CutPiece, type Point } from '@nahtlos/contract/yardage';
import { allowanceOutline, area, boxOf, boxOfAll, transform, translate, unfolded } from './geometry';
import { bandsOf, lowestSpot, Strip, type FoldSide, type Motif, type Shape } from './nest';
import type { CuttingFold, CuttingOptions, CuttingPlan, PieceSummary, PlacedCut, Rotation } from './types';

/**
 * The cutting plan: where each cut piece lies on the fabric, laid by its outline (see README "How the layout works").
 *
 * 1. Every piece's outline is grown by the seam allowance with Clipper2 (geometry.ts), in every turn its grain and
 *    the print allow, for three ways of laying the fabric: folded once (centre), selvedges to the middle (two
 *    folds, the selvedges meeting on a line no piece crosses) and open (a single layer: pieces on the fold cut
 *    whole, pairs as a piece and its mirror image). On folded fabric one cut through both layers yields a mirrored
 *    pair, and a piece on the fold lies with its fold edge against a fold.
 * 2. The cuts are laid by bottom-left fill on a banded strip (nest.ts) in many orders — a few sorted ones (tallest,
 *    largest, widest, on-the-fold first), every order when there are few cuts, else seeded shuffles: deterministic,
 *    no Math.random — each cut in the turn that ends lowest; the shortest fill wins.
 * 3. Today's box layout (`layOutPieces` of @nahtlos/contract/yardage) is always a candidate too, its boxes
 *    filled with the pieces' allowance outlines (which lie inside those boxes by construction): the plan never
 *    needs more length than today's engine.
 * 4. A wider fabric never needs more length: the fill runs at widths on a ladder of 5 cm (the catalogue's widths
 *    are all on it), and the plan at width w is the best of the fills at every ladder width up to w, each laid
 *    unchanged on the wider fabric (a fold layout's right-hand pieces move along with their fold). Narrower rungs
 *    are visited only while their lower bound (tallest cut; all pieces' area over the width) could still beat the
 *    best so far, so usually only one or two are. Every candidate of width w is a candidate at any wider width,
 *    so the best cannot get longer — except through today's box layout at w, which has its own documented
 *    exception (grain 'any' pieces at the width where they first fit across).
 */

/** Band height in cm: the grid of positions along the length. */
export const CELL_CM = 0.5;
/** The widths the nesting runs at (see 4. above). */
export const WIDTH_STEP_CM = 5;
const EPS = 1e-6;
/** The most ladder rungs visited below a width (see bestLayout). */
const MAX_RUNGS = 40;
/** Orders of the cuts tried per layout when not every order is tried. */
const SHUFFLES = 12;
/** Every order is tried when there are at most this many. */
const ALL_ORDERS = 48;
/** The first this many orders (the sorted ones) are also laid with their first cut in each of its turns (see bestFill). */
const FIRST_TURN_ORDERS = 4;
/** A partial fold's doubled strip is tried for this many of the narrowest pieces (see partialFolds). */
const PARTIAL_PIECES = 2;
/**
 * More pieces than this (a whole pattern cut from one fabric) get a lighter search, so the plan still follows every
 * fabric choice (≤ 100 ms for the largest pattern): the sorted orders without shuffles, only the first of them with
 * each turn of its first cut, two lines for the selvedges and one partial fold. Over the catalogue's whole patterns
 * this costs 0.3 % of length against the full search at a quarter of the time.
 */
const MANY_PIECES = 8;

interface Cut {
  pieceIndex: number;
  name: string;
  onFold: boolean;
  yields: 1 | 2;
  /** cut from a single layer (an open layout, or the single layer beside a partial fold): a piece on the fold cut whole */
  whole: boolean;
  shapes: Shape[];
  /** identical cuts (same piece, same mirroring) share a key: orders that only swap them are the same */
  key: string;
  area: number;
  height: number;
  width: number;
}

interface Laid {
  cut: Cut;
  shape: Shape;
  x: number;
  top: number;
}

interface Layout {
  fold: CuttingFold;
  /** the laid stack's width it was made for */
  width: number;
  selvedgeLine: number | null;
  /** a partial fold: the width of the doubled strip (the folded-in selvedge lies at this x), else null */
  doubleWidth: number | null;
  laid: Laid[];
  /** bottom of the lowest outline, cm */
  length: number;
  tooWide: string[];
}

/** The turns a piece may take (see README "Grain and print"). */
export function allowedTurns(piece: CutPiece, oneWay: boolean, printTurnDeg: 0 | 45 | 90): Rotation[] {
  if (piece.grain === 'lengthwise' || piece.onFold) return oneWay ? [0] : [0, 180];
  if (!oneWay) return [0, 90, 180, 270];
  // a one-way print on a piece free of grain: as the other pieces show it, or — when the configurator turns the
  // print a quarter — turned as the design shows it
  return printTurnDeg === 90 ? [0, 270] : [0];
}

interface Prepared {
  pieces: readonly CutPiece[];
  allowance: number;
  /** per piece: allowance polygons of the outline as given (a fold piece: its half, cut at the fold) */
  half: Point[][][];
  /** per piece: the whole outline and its allowance (a fold piece unfolded) */
  whole: { outline: Point[]; polygons: Point[][] }[];
  turns: Rotation[][];
  matchBands: number;
  shapeCache: Map<string, Shape>;
}

function prepare(pieces: readonly CutPiece[], options: CuttingOptions): Prepared {
  const allowance = options.seamAllowance ?? SEAM_ALLOWANCE_CM;
  const oneWay = options.oneWay ?? false;
  const printTurnDeg = options.printTurnDeg ?? 0;
  const half = pieces.map((p) => allowanceOutline(p.outline, allowance, p.onFold));
  const whole = pieces.map((p, i) => {
    if (!p.onFold) return { outline: p.outline.map(([x, y]) => [x, y] as const), polygons: half[i] };
    const outline = unfolded(p.outline);
    return { outline, polygons: allowanceOutline(outline, allowance, false) };
  });
  const repeat = options.matchRepeatCm ?? 0;
  return {
    pieces,
    allowance,
    half,
    whole,
    turns: pieces.map((p) => allowedTurns(p, oneWay, printTurnDeg)),
    matchBands: repeat > 0 ? Math.max(1, Math.round(repeat / CELL_CM)) : 0,
    shapeCache: new Map(),
  };
}

/** One turn of a piece's allowance polygons, its box corner at (0, 0), banded. */
function shapeOf(prep: Prepared, pieceIndex: number, whole: boolean, rotation: Rotation, mirrored: boolean, fold: FoldSide): Shape {
  const cacheKey = `${pieceIndex}|${whole}|${rotation}|${mirrored}|${fold}`;
  const cached = prep.shapeCache.get(cacheKey);
  if (cached) return cached;
  const source = whole ? prep.whole[pieceIndex].polygons : prep.half[pieceIndex];
  const turned = source.map((p) => transform(p, rotation, mirrored));
  const box = boxOfAll(turned);
  const polygons = turned.map((p) => translate(p, -box.minX, -box.minY));
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  // pattern matching: a lengthwise piece's hem (its bottom at 0°, its top when turned 180°) lies on a band line
  const matched = prep.matchBands > 0 && prep.pieces[pieceIndex].grain === 'lengthwise' && (rotation === 0 || rotation === 180);
  const hemAtBottom = rotation === 0;
  let dy = 0;
  let motifBand = -1;
  if (matched) {
    if (hemAtBottom) {
      const bandCount = Math.ceil(height / CELL_CM - EPS);
      dy = bandCount * CELL_CM - height;
      motifBand = bandCount;
    } else motifBand = 0;
  }
  const { bandCount, bands } = bandsOf(polygons, height, CELL_CM, dy);
  const shape: Shape = { rotation, mirrored, polygons, shiftX: -box.minX, shiftY: -box.minY, width, height, dy, bandCount, bands, fold, motifBand, minX: 0, maxX: Infinity };
  prep.shapeCache.set(cacheKey, shape);
  return shape;
}

/**
 * The cuts of every piece for a way of laying the fabric. A partial fold (`partial`: the doubled strip `doubleWidth`
 * wide against the fold, the single layer from there to `stackWidth`) lays the pieces of `doubled` (piece indices) on
 * the doubled strip as on fabric folded once, and the others on the single layer as on open fabric.
 */
function cutsFor(prep: Prepared, fold: CuttingFold, partial?: { doubled: ReadonlySet<number>; doubleWidth: number; stackWidth: number }): Cut[] {
  const cuts: Cut[] = [];
  prep.pieces.forEach((piece, pieceIndex) => {
    const turns = prep.turns[pieceIndex];
    const single = fold === 'open' || (partial !== undefined && !partial.doubled.has(pieceIndex));
    // on a partial fold: where each shape's left edge may lie (the doubled strip, or the single layer beside it)
    const within = (shape: Shape): Shape => {
      if (!partial) return shape;
      return single ? { ...shape, minX: partial.doubleWidth, maxX: partial.stackWidth - shape.width } : { ...shape, minX: 0, maxX: partial.doubleWidth - shape.width };
    };
    const make = (yields: 1 | 2, mirrored: boolean, shapes0: Shape[]): Cut => {
      const shapes = shapes0.map(within);
      const box = { w: shapes[0].width, h: shapes[0].height };
      const polys = single ? prep.whole[pieceIndex].polygons : prep.half[pieceIndex];
      return {
        pieceIndex,
        name: piece.name,
        onFold: piece.onFold,
        yields,
        whole: single,
        shapes,
        key: `${pieceIndex}${mirrored ? 'm' : ''}`,
        area: polys.reduce((s, p) => s + Math.abs(area(p)), 0),
        height: box.h,
        width: box.w,
      };
    };
    if (single) {
      for (let k = 0; k < piece.quantity; k++) {
        // pairs as a piece and its mirror image (a fold piece cut whole is its own mirror image)
        const mirrored = !piece.onFold && piece.quantity >= 2 && k % 2 === 1;
        cuts.push(make(1, mirrored, turns.map((r) => shapeOf(prep, pieceIndex, true, r, mirrored, null))));
      }
    } else if (piece.onFold) {
      // the fold edge against a fold: at the left fold as drawn (or flipped along the length: turned 180° and
      // mirrored), at the right fold (two folds) mirrored (or turned 180°)
      const shapes: Shape[] = [];
      for (const r of turns) {
        if (r !== 0 && r !== 180) continue;
        shapes.push(shapeOf(prep, pieceIndex, false, r, r === 180, 'left'));
        if (fold === 'selvedges') shapes.push(shapeOf(prep, pieceIndex, false, r, r === 0, 'right'));
      }
      for (let k = 0; k < piece.quantity; k++) cuts.push(make(1, false, shapes));
    } else {
      const shapes = turns.map((r) => shapeOf(prep, pieceIndex, false, r, false, null));
      for (let k = 0; k * 2 < piece.quantity; k++) cuts.push(make(piece.quantity - 2 * k >= 2 ? 2 : 1, false, shapes));
    }
  });
  return cuts;
}

/** Bottom-left fill of `cuts` in `order` (the first cut in its turn `first` when that is given); null when it cannot beat `limit` (cm). */
function fill(cuts: readonly Cut[], order: readonly number[], width: number, walls: readonly number[], limit: number, matchBands: number, first = -1): { laid: Laid[]; length: number } | null {
  const strip = new Strip(width, CELL_CM, walls);
  const motif: Motif | null = matchBands > 0 ? { period: matchBands, phase: -1 } : null;
  const laid: Laid[] = [];
  let length = 0;
  for (const i of order) {
    const cut = cuts[i];
    let best: { shape: Shape; x: number; y: number; top: number; bottom: number } | null = null;
    for (const shape of first >= 0 && laid.length === 0 ? [cut.shapes[first]] : cut.shapes) {
      const spot = lowestSpot(strip, shape, best ? best.bottom + EPS : limit, motif);
      if (!spot) continue;
      if (!best || spot.bottom < best.bottom - EPS || (spot.bottom < best.bottom + EPS && (spot.top < best.top - EPS || (spot.top < best.top + EPS && spot.x < best.x - EPS)))) best = { shape, ...spot };
    }
    if (!best) return null;
    strip.add(best.shape, best.x, best.y);
    if (motif && motif.phase < 0 && best.shape.motifBand >= 0) motif.phase = (best.y + best.shape.motifBand) % motif.period;
    laid.push({ cut, shape: best.shape, x: best.x, top: best.top });
    length = Math.max(length, best.bottom);
    if (length >= limit - EPS) return null;
  }
  return { laid, length };
}

/** Distinct orders of the cuts: sorted ones, then every order (few cuts) or seeded shuffles. */
function ordersOf(cuts: readonly Cut[], many: boolean): number[][] {
  const idx = cuts.map((_, i) => i);
  const by = (f: (c: Cut) => number) => [...idx].sort((a, b) => f(cuts[b]) - f(cuts[a]) || a - b);
  const sorted = [by((c) => c.height * 1e4 + c.width), by((c) => c.area), by((c) => c.width * 1e4 + c.height), by((c) => (c.onFold ? 1e8 : 0) + c.height * 1e4 + c.width)];
  const seen = new Set<string>();
  const out: number[][] = [];
  const push = (o: number[]) => {
    const sig = o.map((i) => cuts[i].key).join(',');
    if (seen.has(sig)) return;
    seen.add(sig);
    out.push(o);
  };
  sorted.forEach(push);
  // every distinct order when there are few
  let count = 1;
  for (let n = 2; n <= cuts.length && count <= ALL_ORDERS; n++) count *= n;
  if (count <= ALL_ORDERS) {
    const permute = (prefix: number[], rest: number[]) => {
      if (rest.length === 0) return push(prefix);
      const tried = new Set<string>();
      rest.forEach((r, k) => {
        if (tried.has(cuts[r].key)) return;
        tried.add(cuts[r].key);
        permute([...prefix, r], [...rest.slice(0, k), ...rest.slice(k + 1)]);
      });
    };
    permute([], idx);
  } else {
    const random = mulberry32(0x5eed + cuts.length);
    for (let s = 0; s < (many ? 0 : SHUFFLES); s++) {
      const o = [...sorted[s % sorted.length]];
      // a few swaps of the sorted order: near the good orders, not anywhere
      for (let k = 0; k < 1 + (s % 3); k++) {
        const a = Math.floor(random() * o.length);
        const b = Math.floor(random() * o.length);
        [o[a], o[b]] = [o[b], o[a]];
      }
      push(o);
    }
  }
  return out;
}

/**
 * The best fill of the cuts that fit, on a strip `width` wide with `walls`; null when it leaves out more pieces than
 * `maxTooWide`, or leaves out as many and cannot beat `limit`.
 */
function bestFill(
  prep: Prepared,
  fold: CuttingFold,
  width: number,
  selvedgeLine: number | null,
  limit: number,
  maxTooWide: number,
  partial?: { doubled: ReadonlySet<number>; doubleWidth: number },
): Layout | null {
  const all = cutsFor(prep, fold, partial && { ...partial, stackWidth: width });
  const tooWide = new Set<string>();
  const doubleWidth = partial ? partial.doubleWidth : null;
  const cuts = all
    .map((c) => {
      // shapes that fit across: within the strip (a partial fold: within their strip), and (two folds) on their side of the selvedges
      const shapes = c.shapes.filter((s) => {
        if (s.width > width + EPS) return false;
        if (s.maxX < s.minX - EPS) return false;
        if (selvedgeLine === null) return true;
        if (s.fold === 'left') return s.width <= selvedgeLine + EPS;
        if (s.fold === 'right') return s.width <= width - selvedgeLine + EPS;
        return s.width <= Math.max(selvedgeLine, width - selvedgeLine) + EPS;
      });
      if (shapes.length === 0) tooWide.add(c.name);
      return { ...c, shapes };
    })
    .filter((c) => c.shapes.length > 0);
  if (tooWide.size > maxTooWide) return null;
  const walls = selvedgeLine === null ? [] : [selvedgeLine];
  let best: Layout | null = null;
  let bound = tooWide.size < maxTooWide ? Infinity : limit;
  // the first cut lies at the top whatever its turn (its turns tie), and which turn it takes decides what fits
  // beside and below it (a skirt with its narrow waist down lets the next one's waist come up beside it): the sorted
  // orders are laid once with each turn of their first cut, the others with the turn the fill picks
  const many = prep.pieces.length > MANY_PIECES;
  for (const [n, order] of ordersOf(cuts, many).entries()) {
    const firsts = n < (many ? 1 : FIRST_TURN_ORDERS) && cuts.length > 1 ? cuts[order[0]].shapes.map((_, k) => k) : [-1];
    for (const first of firsts) {
      const result = fill(cuts, order, width, walls, bound, prep.matchBands, first);
      if (result && result.length < bound - EPS) {
        bound = result.length;
        best = { fold, width, selvedgeLine, doubleWidth, laid: result.laid, length: result.length, tooWide: [...tooWide] };
      }
    }
  }
  if (!best && cuts.length === 0) best = { fold, width, selvedgeLine, doubleWidth, laid: [], length: 0, tooWide: [...tooWide] };
  return best;
}

/** Today's box layout with the allowance outlines in its boxes; null when it turns a piece as the print forbids. */
function boxLayout(prep: Prepared, fabricWidth: number): Layout | null {
  const old = layOutPieces(prep.pieces, { fabricWidth, seamAllowance: prep.allowance });
  const foldedWidth = fabricWidth / 2;
  const laid: Laid[] = [];
  for (const p of old.placements) {
    const piece = prep.pieces[p.pieceIndex];
    const turns = prep.turns[p.pieceIndex];
    const rotation = p.turned ? turns.find((r) => r === 90 || r === 270) : 0;
    if (rotation === undefined || !turns.includes(rotation)) return null;
    const atRight = piece.onFold && p.x > EPS;
    const shape = shapeOf(prep, p.pieceIndex, false, rotation, atRight, piece.onFold ? (atRight ? 'right' : 'left') : null);
    const x = atRight ? foldedWidth - shape.width : p.x;
    const cut: Cut = { pieceIndex: p.pieceIndex, name: piece.name, onFold: piece.onFold, yields: p.yields === 2 ? 2 : 1, whole: false, shapes: [shape], key: '', area: 0, height: shape.height, width: shape.width };
    laid.push({ cut, shape, x, top: p.y });
  }
  const length = laid.reduce((m, l) => Math.max(m, l.top + l.shape.height), 0);
  return { fold: old.fold, width: foldedWidth, selvedgeLine: old.fold === 'selvedges' ? foldedWidth / 2 : null, doubleWidth: null, laid, length, tooWide: old.tooWide };
}

/** Fewer pieces left out first, then shorter; on a tie the earlier candidate. */
const better = (a: Layout, b: Layout | null) => !b || a.tooWide.length < b.tooWide.length || (a.tooWide.length === b.tooWide.length && a.length < b.length - EPS);

/** The lower bound of any layout's length at a width: the tallest cut, and all pieces' area over the width. */
function lowerBound(prep: Prepared, fabricWidth: number): number {
  let tallest = 0;
  let total = 0;
  prep.pieces.forEach((p, i) => {
    const polys = prep.whole[i].polygons;
    const box = boxOfAll(polys);
    const turns = prep.turns[i];
    const h = turns.some((r) => r === 90 || r === 270) ? Math.min(box.maxY - box.minY, box.maxX - box.minX) : box.maxY - box.minY;
    tallest = Math.max(tallest, h);
    total += polys.reduce((s, q) => s + Math.abs(area(q)), 0) * p.quantity;
  });
  return Math.max(tallest, total / fabricWidth);
}

/** Every nested layout at one fabric width (the three ways of laying it): the best that beats `limit` and `maxTooWide` (see bestFill). */
function nestedAt(prep: Prepared, fabricWidth: number, limit: number, maxTooWide: number): Layout | null {
  const half = fabricWidth / 2;
  let best: Layout | null = null;
  const run = (fold: CuttingFold, width: number, line: number | null) => {
    const l = bestFill(prep, fold, width, line, best ? best.length : limit, best ? best.tooWide.length : maxTooWide);
    if (l && better(l, best)) best = l;
  };
  run('centre', half, null);
  // two folds: the selvedges meet in the middle, or where the widest piece on the fold just fits one side
  const foldWidths = prep.pieces.flatMap((p, i) => (p.onFold ? [boxOfAll(prep.half[i]).maxX] : [])).filter((w) => w < half - EPS);
  const lines = new Set([half / 2, ...foldWidths.map((w) => Math.max(w, half - w)).filter((s) => s < half)].map((s) => Math.round(s * 100) / 100));
  for (const s of [...lines].slice(0, prep.pieces.length > MANY_PIECES ? 2 : lines.size)) run('selvedges', half, s);
  run('open', fabricWidth, null);
  for (const { doubled, doubleWidth, bound } of partialFolds(prep, fabricWidth)) {
    // no pieces left out on a partial fold: it is only a candidate where it takes every piece; a split whose lower
    // bound cannot beat the best so far is not laid
    if (best && best.tooWide.length > 0) break;
    if (bound >= (best ? best.length : limit) - EPS) continue;
    const l = bestFill(prep, 'partial', fabricWidth - doubleWidth, null, best ? best.length : limit, 0, { doubled, doubleWidth });
    if (l && better(l, best)) best = l;
  }
  return best;
}

/** The narrowest a piece's cut is across in its allowed turns: folded (its half on the fold, or one layer of a pair) and whole. */
function narrowest(prep: Prepared, i: number, whole: boolean): number {
  const b = boxOfAll(whole ? prep.whole[i].polygons : prep.half[i]);
  const [w, h] = [b.maxX - b.minX, b.maxY - b.minY];
  return !prep.pieces[i].onFold && prep.turns[i].some((r) => r === 90 || r === 270) ? Math.min(w, h) : w;
}

/**
 * The partial folds tried at a fabric width: one selvedge folded in by `doubleWidth`, just as far as one piece needs
 * (its half on the fold, or one layer of a pair): all its copies are cut through both layers on that doubled strip,
 * every other piece from the single layer beside it, as on open fabric. Tried for the `PARTIAL_PIECES` narrowest
 * pieces (a narrow strip leaves the widest single layer), where the single layer is wide enough for every other piece
 * and the strip is narrower than half the fabric (that would be the fold in the middle). `bound`: what such a layout
 * needs at least — the tallest piece, the doubled piece's area over the strip's two layers, the others' over the
 * single layer.
 */
function partialFolds(prep: Prepared, fabricWidth: number): { doubled: Set<number>; doubleWidth: number; bound: number }[] {
  const n = prep.pieces.length;
  if (n < 2) return [];
  const folded = prep.pieces.map((_, i) => narrowest(prep, i, false));
  const whole = prep.pieces.map((_, i) => narrowest(prep, i, true));
  const areas = prep.pieces.map((p, i) => prep.whole[i].polygons.reduce((sum, q) => sum + Math.abs(area(q)), 0) * p.quantity);
  const total = areas.reduce((sum, a) => sum + a, 0);
  const tallest = lowerBound(prep, Infinity);
  const narrowFirst = prep.pieces.map((_, i) => i).sort((a, b) => folded[a] - folded[b] || a - b);
  return narrowFirst.slice(0, n > MANY_PIECES ? 1 : PARTIAL_PIECES).flatMap((d) => {
    const f = Math.round(folded[d] * 100) / 100;
    const singleNeed = Math.max(...whole.filter((_, i) => i !== d));
    if (f >= fabricWidth / 2 - EPS || fabricWidth - 2 * f < singleNeed - EPS) return [];
    const bound = Math.max(tallest, areas[d] / (2 * f), (total - areas[d]) / (fabricWidth - 2 * f));
    return [{ doubled: new Set([d]), doubleWidth: f, bound }];
  });
}

/** How many pieces no way of laying fabric `fabricWidth` wide can take (it only grows as the width shrinks). */
function unfitCount(prep: Prepared, fabricWidth: number): number {
  return prep.pieces.filter((p, i) => {
    const folded = boxOfAll(prep.half[i]);
    const whole = boxOfAll(prep.whole[i].polygons);
    const across = (b: { minX: number; maxX: number; minY: number; maxY: number }) => {
      const [w, h] = [b.maxX - b.minX, b.maxY - b.minY];
      return prep.turns[i].some((r) => r === 90 || r === 270) ? Math.min(w, h) : w;
    };
    return across(folded) > fabricWidth / 2 + EPS && across(whole) > fabricWidth + EPS;
  }).length;
}

/** A layout made for a narrower width laid on `fabricWidth`: the right fold's pieces move with it. */
function widened(layout: Layout, fabricWidth: number): Layout {
  // a partial fold keeps its doubled strip; the single layer beside it grows
  const stackWidth = layout.fold === 'open' ? fabricWidth : layout.fold === 'partial' ? fabricWidth - layout.doubleWidth! : fabricWidth / 2;
  if (layout.fold !== 'selvedges' || stackWidth === layout.width) return { ...layout, width: stackWidth };
  const shift = stackWidth - layout.width;
  return { ...layout, width: stackWidth, laid: layout.laid.map((l) => (l.x >= layout.selvedgeLine! - EPS ? { ...l, x: l.x + shift } : l)) };
}

function placedCut(prep: Prepared, l: Laid): PlacedCut {
  const piece = prep.pieces[l.cut.pieceIndex];
  const { shape } = l;
  const whole = l.cut.whole;
  const outline = whole ? prep.whole[l.cut.pieceIndex].outline : piece.outline;
  const place = (pts: readonly Point[]) => translate(transform(pts, shape.rotation, shape.mirrored), shape.shiftX + l.x, shape.shiftY + l.top);
  const box = boxOf(outline);
  // the grainline along the piece's y, a little inside the fold edge on the fold, else down the middle
  const gx = piece.onFold && !whole ? box.minX + Math.min(3, (box.maxX - box.minX) / 3) : (box.minX + box.maxX) / 2;
  const gh = box.maxY - box.minY;
  const [tail, head] = place([
    [gx, box.minY + gh * 0.2],
    [gx, box.maxY - gh * 0.2],
  ]);
  return {
    pieceIndex: l.cut.pieceIndex,
    name: l.cut.name,
    allowance: shape.polygons.map((p) => translate(p, l.x, l.top)),
    cutLine: place(outline),
    x: l.x,
    y: l.top,
    width: shape.width,
    height: shape.height,
    rotation: shape.rotation,
    mirrored: shape.mirrored,
    yields: l.cut.yields,
    onFold: piece.onFold,
    layers: whole ? 1 : 2,
    grain: [tail, head],
  };
}

function summaryOf(prep: Prepared): PieceSummary[] {
  return prep.pieces.map((p, i) => {
    const b = boxOfAll(prep.whole[i].polygons);
    return { name: p.name, count: p.quantity, widthCm: Math.ceil(b.maxX - b.minX - EPS), heightCm: Math.ceil(b.maxY - b.minY - EPS), onFold: p.onFold };
  });
}

/** The best layout at `fabricWidth`: nested at every ladder width up to it (while it can still win) and today's box layout. */
function bestLayout(prep: Prepared, fabricWidth: number, withBoxes: boolean): Layout | null {
  let best: Layout | null = withBoxes ? boxLayout(prep, fabricWidth) : null;
  const top = Math.floor((fabricWidth + EPS) / WIDTH_STEP_CM) * WIDTH_STEP_CM;
  // at most MAX_RUNGS rungs (2 m) down: only a pathological input would find a shorter layout further down
  for (let w = top; w >= Math.max(WIDTH_STEP_CM, top - (MAX_RUNGS - 1) * WIDTH_STEP_CM); w -= WIDTH_STEP_CM) {
    // a narrower rung leaves out at least as many pieces (a plan that leaves pieces out is not refined further),
    // and needs at least its lower bound
    if (best && best.tooWide.length > 0 && w < top) break;
    if (best && unfitCount(prep, w) > best.tooWide.length) break;
    if (best && best.tooWide.length === 0 && lowerBound(prep, w) >= best.length - EPS) break;
    const nested = nestedAt(prep, w, best ? best.length : Infinity, best ? best.tooWide.length : Infinity);
    if (nested) {
      const wide = widened(nested, fabricWidth);
      if (better(wide, best)) best = wide;
    }
  }
  return best;
}

function emptyPlan(fabricWidth: number): CuttingPlan {
  return { lengthCm: 0, buyLengthCm: 0, fold: 'centre', fabricWidth, foldedWidth: fabricWidth / 2, folds: [0], selvedges: [fabricWidth / 2], placements: [], tooWide: [], matchExtraCm: 0, pieces: [] };
}

/**
 * The cutting plan of `pieces` on fabric `options.fabricWidth` cm wide: the shortest of the nested layouts and
 * today's box layout (see above and the README). Pure and deterministic.
 */
export function planCutting(pieces: readonly CutPiece[], options: CuttingOptions): CuttingPlan {
  const { fabricWidth } = options;
  if (!(fabricWidth > 0) || !Number.isFinite(fabricWidth)) {
    // no fabric to lay on: every piece is too wide for it
    const none = { ...options, fabricWidth: 1 };
    return { ...emptyPlan(fabricWidth), tooWide: pieces.map((p) => p.name), pieces: summaryOf(prepare(pieces, none)) };
  }
  const prep = prepare(pieces, options);
  const free = bestLayout(options.matchRepeatCm ? prepare(pieces, { ...options, matchRepeatCm: 0 }) : prep, fabricWidth, true);
  // pattern matching: hems on motif lines; what it adds over the free plan is the matching's extra length
  const matched = options.matchRepeatCm ? bestLayout(prep, fabricWidth, false) : null;
  const layout = matched && (!free || matched.tooWide.length <= free.tooWide.length) ? matched : free;
  const lengthCm = lengthOf(layout);
  const matchExtraCm = matched ? Math.max(0, lengthCm - lengthOf(free)) : 0;
  return planOf(prep, layout, fabricWidth, lengthCm, matchExtraCm);
}

const lengthOf = (l: Layout | null) => (l ? Math.max(0, Math.ceil(l.length - EPS)) : 0);

/** The plan's fields of a layout laid on fabric `fabricWidth` wide. */
function planOf(prep: Prepared, layout: Layout | null, fabricWidth: number, lengthCm: number, matchExtraCm: number): CuttingPlan {
  const fold = layout?.fold ?? 'centre';
  const doubleWidth = fold === 'partial' ? layout!.doubleWidth! : undefined;
  const foldedWidth = fold === 'open' ? fabricWidth : doubleWidth !== undefined ? fabricWidth - doubleWidth : fabricWidth / 2;
  return {
    lengthCm,
    buyLengthCm: Math.ceil(lengthCm / 10) * 10,
    fold,
    fabricWidth,
    foldedWidth,
    ...(doubleWidth !== undefined ? { doubleWidth } : {}),
    folds: fold === 'centre' || fold === 'partial' ? [0] : fold === 'selvedges' ? [0, foldedWidth] : [],
    selvedges: fold === 'centre' ? [foldedWidth] : fold === 'selvedges' ? [layout!.selvedgeLine ?? foldedWidth / 2] : fold === 'partial' ? [doubleWidth!, foldedWidth] : [0, foldedWidth],
    placements: layout ? layout.laid.map((l) => placedCut(prep, l)) : [],
    tooWide: layout?.tooWide ?? [],
    matchExtraCm,
    pieces: summaryOf(prep),
  };
}

/**
 * For the tests: every partial fold (see partialFolds) laid at the ladder width of `options.fabricWidth`, each as a
 * plan on that fabric, whether it would win or not (no pattern matching: hems are not aligned here).
 */
export function partialFoldPlans(pieces: readonly CutPiece[], options: CuttingOptions): CuttingPlan[] {
  const prep = prepare(pieces, { ...options, matchRepeatCm: 0 });
  const rung = Math.floor((options.fabricWidth + EPS) / WIDTH_STEP_CM) * WIDTH_STEP_CM;
  if (!(rung > 0)) return [];
  return partialFolds(prep, rung).flatMap(({ doubled, doubleWidth }) => {
    const l = bestFill(prep, 'partial', rung - doubleWidth, null, Infinity, 0, { doubled, doubleWidth });
    if (!l) return [];
    const wide = widened(l, options.fabricWidth);
    return [planOf(prep, wide, options.fabricWidth, lengthOf(wide), 0)];
  });
}
