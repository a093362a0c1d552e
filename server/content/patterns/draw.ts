/**
 * A tiny drawing DSL for symmetric technical flats.
 * Coordinates are given as [dx, y]: dx is the horizontal offset from the centre line, so a
 * garment half can be mirrored exactly (left = -dx). All drawings share one viewBox.
 */
export const VIEW_W = 500;
export const VIEW_H = 600;
export const CX = VIEW_W / 2;

export type Pt = [number, number];
/** A segment ending in `to`; with c1+c2 a cubic curve, with q a quadratic one, else a line. */
export type Seg = { to: Pt; c1?: Pt; c2?: Pt; q?: Pt };
export type Run = { start: Pt; segs: Seg[] };

const n = (v: number) => String(Math.round(v * 10) / 10);
const abs = ([dx, y]: Pt, sign = 1) => `${n(CX + sign * dx)} ${n(y)}`;

function segCmd(s: Seg, sign: number): string {
  if (s.c1 && s.c2) return `C${abs(s.c1, sign)} ${abs(s.c2, sign)} ${abs(s.to, sign)}`;
  if (s.q) return `Q${abs(s.q, sign)} ${abs(s.to, sign)}`;
  return `L${abs(s.to, sign)}`;
}

/** An open run as path data (one side, sign = 1 right, -1 left). */
export function runD(r: Run, sign = 1): string {
  return `M${abs(r.start, sign)}` + r.segs.map((s) => segCmd(s, sign)).join('');
}

/** Both sides of an open run (e.g. a seam line that appears left and right). */
export function pairD(r: Run): string {
  return runD(r, 1) + runD(r, -1);
}

/** Reverse a run: same curve, travelled backwards. */
export function reverse(r: Run): Run {
  const pts = [r.start, ...r.segs.map((s) => s.to)];
  const segs: Seg[] = [];
  for (let i = r.segs.length - 1; i >= 0; i--) {
    const s = r.segs[i];
    const to = pts[i];
    if (s.c1 && s.c2) segs.push({ to, c1: s.c2, c2: s.c1 });
    else if (s.q) segs.push({ to, q: s.q });
    else segs.push({ to });
  }
  return { start: pts[pts.length - 1], segs };
}

/**
 * A closed symmetric shape from its right half, traced from the centre line (top) around to the
 * centre line (bottom); the left half is the mirror image travelled back up.
 */
export function symD(half: Run): string {
  const back = reverse(half);
  return runD(half, 1) + back.segs.map((s) => segCmd(s, -1)).join('') + 'Z';
}

/** A closed piece on the right side plus its mirror image on the left (sleeves, pockets, cuffs). */
export function mirroredD(piece: Run): string {
  return runD(piece, 1) + 'Z' + runD(piece, -1) + 'Z';
}

/** A closed piece that lies on the centre (already spans both sides), given in full. */
export function closedD(piece: Run): string {
  return runD(piece, 1) + 'Z';
}

export function line(a: Pt, b: Pt): Run {
  return { start: a, segs: [{ to: b }] };
}

/** Offsets a run vertically/horizontally (for topstitching parallel to a hem). */
export function shift(r: Run, ddx: number, ddy: number): Run {
  const m = ([x, y]: Pt): Pt => [x + ddx, y + ddy];
  return {
    start: m(r.start),
    segs: r.segs.map((s) => ({ to: m(s.to), c1: s.c1 && m(s.c1), c2: s.c2 && m(s.c2), q: s.q && m(s.q) })),
  };
}

export function circle(dx: number, y: number, r: number, sign = 1): string {
  const x = CX + sign * dx;
  return `M${n(x - r)} ${n(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}
