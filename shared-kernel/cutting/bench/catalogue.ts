/**
 * Cutting plan bench (issue 39): every sewing pattern × every size × 110/140/150 cm — the whole pattern cut from one
 * fabric (the issue's case), and each area from a fabric of its own — today's box layout (`layOutPieces`,
 * @nahtlos/contract/yardage) against the nested plan (`planCutting`). Prints every case's lengths and ratio, the
 * totals and the share saved (target ≥ 12 % on the issue's cases), the cases where the plan needs more than the boxes
 * (must be 0), the median and p95 ms per layout, per area the lower bounds no layout can beat, and the median ms for
 * the largest pattern with all its areas at one size and one width, both ways (budget ≤ 100 ms). Reads the built catalogue
 * (`pnpm --filter @nahtlos/server content:build`). `BENCH_RUNS=n` (default 7) runs of the largest pattern;
 * `BENCH_QUIET=1` leaves out the per-case lines. No assertions: it reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogue as catalogueSchema, type SewingPattern } from '@nahtlos/contract/content';
import { layOutPieces, type CutPiece } from '@nahtlos/contract/yardage';
import { planCutting } from '../src';
import { lowerBounds } from './lowerBound';

const WIDTHS = [110, 140, 150];
const BUDGET_MS = 100;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const quiet = process.env.BENCH_QUIET === '1';
const releaseDir = process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../server/content/dist');
const file = join(releaseDir, 'catalogue.json');

if (!existsSync(file)) {
  console.error(`cutting bench: ${file} is missing; run pnpm --filter @nahtlos/server content:build first`);
  process.exit(1);
}
const patterns = catalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).sewingPatterns;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

interface Case {
  line: string;
  pieces: CutPiece[];
  fabricWidth: number;
}

/** Today's box layout against the nested plan over `cases`: totals, the share saved, cases worse, time per layout. */
function compare(title: string, cases: Case[], withBounds: boolean, target?: number): void {
  let oldTotal = 0;
  let newTotal = 0;
  let boundTotal = 0;
  let sideBySideTotal = 0;
  const belowBound: string[] = [];
  const worse: string[] = [];
  const ms: number[] = [];
  const byFold: Record<string, number> = {};
  console.log(`cutting, ${title}: box cm → nested cm (ratio, fold)`);
  for (const { line: name, pieces, fabricWidth } of cases) {
    const old = layOutPieces(pieces, { fabricWidth }).lengthCm;
    const start = performance.now();
    const plan = planCutting(pieces, { fabricWidth });
    ms.push(performance.now() - start);
    oldTotal += old;
    newTotal += plan.lengthCm;
    byFold[plan.fold] = (byFold[plan.fold] ?? 0) + 1;
    const line = `${name}: ${old} → ${plan.lengthCm} (${old ? (plan.lengthCm / old).toFixed(3) : '-'}, ${plan.fold})`;
    if (plan.lengthCm > old) worse.push(line);
    if (withBounds) {
      const bounds = lowerBounds(pieces, fabricWidth);
      boundTotal += bounds.simple;
      sideBySideTotal += bounds.sideBySide;
      // a bound the plan beats is wrong (the bench's own check)
      if (plan.lengthCm < bounds.sideBySide) belowBound.push(`${line} < ${bounds.sideBySide}`);
    }
    if (!quiet) console.log(`  ${line}`);
  }
  const saved = 1 - newTotal / oldTotal;
  const verdict = target === undefined ? '' : ` (issue 39's target ≥ ${target * 100} %: ${saved >= target ? 'met' : 'NOT met'})`;
  console.log(`cutting, ${title}: ${cases.length} layouts; total box ${(oldTotal / 100).toFixed(2)} m, nested ${(newTotal / 100).toFixed(2)} m: ${(saved * 100).toFixed(1)} % less${verdict}`);
  if (withBounds) {
    console.log(`  lower bound (tallest piece, total area over the width) ${(boundTotal / 100).toFixed(2)} m: no layout can save more than ${((1 - boundTotal / oldTotal) * 100).toFixed(1)} %`);
    console.log(
      `  lower bound also with pieces that cannot lie side by side ${(sideBySideTotal / 100).toFixed(2)} m: no layout can save more than ${((1 - sideBySideTotal / oldTotal) * 100).toFixed(1)} % (plans below it: ${belowBound.length})${belowBound.map((w) => `\n  ${w}`).join('')}`,
    );
  }
  console.log(`  folds chosen ${Object.entries(byFold).map(([f, n]) => `${f} ${n}`).join(', ')}`);
  console.log(`  cases where the nested plan needs more than the boxes: ${worse.length}${worse.map((w) => `\n  ${w}`).join('')}`);
  console.log(`  per layout median ${quantile(ms, 0.5).toFixed(2)} ms, p95 ${quantile(ms, 0.95).toFixed(2)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
}

const wholePatterns: Case[] = [];
const areas: Case[] = [];
for (const p of patterns) {
  for (const s of p.sizes ?? []) {
    for (const fabricWidth of WIDTHS) {
      wholePatterns.push({ line: `${p.id} ${s.size} ${fabricWidth}`, pieces: Object.values(s.pieces).flat(), fabricWidth });
      for (const [area, pieces] of Object.entries(s.pieces)) areas.push({ line: `${p.id} ${s.size} ${fabricWidth} ${area}`, pieces, fabricWidth });
    }
  }
}
// issue 39's case: a pattern × size × width, the whole pattern cut from one fabric (what the plan shows when one fabric fills every area)
compare('every pattern × size × width, all its areas from one fabric', wholePatterns, false, 0.12);
// and each area from a fabric of its own (a design with a different fabric per area): less to nest together
compare('every pattern × size × width × area, each area from its own fabric', areas, true);

// the largest pattern, all areas, one size (its largest) and one width (each width timed; the slowest one's median is the figure)
const pieceCount = (p: SewingPattern) => (p.sizes ?? []).reduce((n, s) => n + Object.values(s.pieces).reduce((k, list) => k + list.length, 0), 0);
const largest = [...patterns].sort((a, b) => pieceCount(b) - pieceCount(a))[0];
const size = (largest.sizes ?? []).at(-1)!;
/** The median ms of `layouts` over the runs, per width. */
const timed = (layouts: (fabricWidth: number) => void) =>
  WIDTHS.map((fabricWidth) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      layouts(fabricWidth);
      times.push(performance.now() - start);
    }
    return quantile(times, 0.5);
  });
const all = Object.values(size.pieces).flat();
for (const [how, medians] of [
  ['all areas from one fabric (one plan)', timed((fabricWidth) => planCutting(all, { fabricWidth }))],
  ['each area from its own fabric (a plan per area)', timed((fabricWidth) => Object.values(size.pieces).forEach((pieces) => planCutting(pieces, { fabricWidth })))],
] as const) {
  const worst = Math.max(...medians);
  console.log(
    `cutting: largest pattern ${largest.id} (${largest.areas.length} areas, ${all.length} pieces), size ${size.size}, ${how}: median ${medians.map((m, i) => `${WIDTHS[i]} cm ${m.toFixed(1)} ms`).join(', ')} over ${runs} runs; budget ≤ ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'within' : 'OVER'}`,
  );
}
