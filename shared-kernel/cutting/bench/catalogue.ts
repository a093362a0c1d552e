/**
 * Cutting plan bench (issue 39): every sewing pattern × every size × 110/140/150 cm, per area (each area is cut
 * from its own fabric): today's box layout (`layOutPieces`, @nahtlos/contract/yardage) against the nested plan
 * (`planCutting`). Prints every case's lengths and ratio, the totals and the share saved, the cases where the
 * plan needs more than the boxes (must be 0), the median and p95 ms per layout, and the median ms for the
 * largest pattern with all its areas at one size and one width (budget ≤ 100 ms). Reads the built catalogue
 * (`pnpm --filter @nahtlos/server content:build`). `BENCH_RUNS=n` (default 7) runs of the largest pattern;
 * `BENCH_QUIET=1` leaves out the per-case lines. No assertions: it reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogue as catalogueSchema, type SewingPattern } from '@nahtlos/contract/content';
import { layOutPieces } from '@nahtlos/contract/yardage';
import { planCutting } from '../src';
import { lowerBounds } from './lowerBound';

const WIDTHS = [110, 140, 150];
const TARGET_SAVED = 0.12;
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

let oldTotal = 0;
let newTotal = 0;
let boundTotal = 0;
let sideBySideTotal = 0;
const belowBound: string[] = [];
let cases = 0;
const worse: string[] = [];
const ms: number[] = [];
const byFold: Record<string, number> = {};
console.log('cutting: pattern size width area: box cm → nested cm (ratio, fold)');
for (const p of patterns) {
  for (const s of p.sizes ?? []) {
    for (const fabricWidth of WIDTHS) {
      for (const [area, pieces] of Object.entries(s.pieces)) {
        const old = layOutPieces(pieces, { fabricWidth }).lengthCm;
        const start = performance.now();
        const plan = planCutting(pieces, { fabricWidth });
        ms.push(performance.now() - start);
        oldTotal += old;
        newTotal += plan.lengthCm;
        const bounds = lowerBounds(pieces, fabricWidth);
        boundTotal += bounds.simple;
        sideBySideTotal += bounds.sideBySide;
        cases++;
        byFold[plan.fold] = (byFold[plan.fold] ?? 0) + 1;
        const line = `${p.id} ${s.size} ${fabricWidth} ${area}: ${old} → ${plan.lengthCm} (${old ? (plan.lengthCm / old).toFixed(3) : '-'}, ${plan.fold})`;
        if (plan.lengthCm > old) worse.push(line);
        // a bound the plan beats is wrong (the bench's own check)
        if (plan.lengthCm < bounds.sideBySide) belowBound.push(`${line} < ${bounds.sideBySide}`);
        if (!quiet) console.log(`  ${line}`);
      }
    }
  }
}
const saved = 1 - newTotal / oldTotal;
console.log(`cutting: ${cases} layouts; total box ${(oldTotal / 100).toFixed(2)} m, nested ${(newTotal / 100).toFixed(2)} m: ${(saved * 100).toFixed(1)} % less (target ≥ ${TARGET_SAVED * 100} %: ${saved >= TARGET_SAVED ? 'met' : 'NOT met'})`);
console.log(`cutting: lower bound (tallest piece, total area over the width) ${(boundTotal / 100).toFixed(2)} m: no layout can save more than ${((1 - boundTotal / oldTotal) * 100).toFixed(1)} %`);
console.log(
  `cutting: lower bound also with pieces that cannot lie side by side ${(sideBySideTotal / 100).toFixed(2)} m: no layout can save more than ${((1 - sideBySideTotal / oldTotal) * 100).toFixed(1)} % (plans below it: ${belowBound.length})${belowBound.map((w) => `\n  ${w}`).join('')}`,
);
console.log(`cutting: folds chosen ${Object.entries(byFold).map(([f, n]) => `${f} ${n}`).join(', ')}`);
console.log(`cutting: cases where the nested plan needs more than the boxes: ${worse.length}${worse.map((w) => `\n  ${w}`).join('')}`);
console.log(`cutting: per layout (one area) median ${quantile(ms, 0.5).toFixed(2)} ms, p95 ${quantile(ms, 0.95).toFixed(2)} ms, max ${Math.max(...ms).toFixed(1)} ms`);

// the largest pattern, all areas, one size (its largest) and one width (each width timed; the slowest one's median is the figure)
const pieceCount = (p: SewingPattern) => (p.sizes ?? []).reduce((n, s) => n + Object.values(s.pieces).reduce((k, list) => k + list.length, 0), 0);
const largest = [...patterns].sort((a, b) => pieceCount(b) - pieceCount(a))[0];
const size = (largest.sizes ?? []).at(-1)!;
const medians = WIDTHS.map((fabricWidth) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (const pieces of Object.values(size.pieces)) planCutting(pieces, { fabricWidth });
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
});
const worst = Math.max(...medians);
console.log(
  `cutting: largest pattern ${largest.id} (${largest.areas.length} areas), size ${size.size}, all areas: median ${medians.map((m, i) => `${WIDTHS[i]} cm ${m.toFixed(1)} ms`).join(', ')} over ${runs} runs; budget ≤ ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'within' : 'OVER'}`,
);
