/**
 * Yardage bench (issue 19): laying out the cut pieces of the largest sewing pattern — every area of every size
 * at 110, 140 and 150 cm — as the configurator would for a size and width change. Budget ≤ 50 ms for all of it.
 * Reads the built content catalogue (`pnpm --filter @nahtlos/server content:build`), so it measures the real
 * pieces. `BENCH_RUNS=n` (default 7). Prints every run and the median; no assertions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogue as catalogueSchema, type SewingPattern } from '../src/content';
import { layOutPieces } from '../src/yardage';

const WIDTHS = [110, 140, 150];
const BUDGET_MS = 50;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const releaseDir = process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../server/content/dist');
const file = join(releaseDir, 'catalogue.json');

if (!existsSync(file)) {
  console.error(`yardage bench: ${file} is missing; run pnpm --filter @nahtlos/server content:build first`);
  process.exit(1);
}
const patterns = catalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).sewingPatterns;
const pieceCount = (p: SewingPattern) => (p.sizes ?? []).reduce((n, s) => n + Object.values(s.pieces).reduce((k, list) => k + list.length, 0), 0);
const largest = [...patterns].sort((a, b) => pieceCount(b) - pieceCount(a))[0];
const sizes = largest.sizes ?? [];

/** One pass: every width, size and area; returns ms per width and the layouts' total length (kept so nothing is optimised away). */
function pass(): { perWidth: number[]; checksum: number } {
  let checksum = 0;
  const perWidth = WIDTHS.map((fabricWidth) => {
    const start = performance.now();
    for (const s of sizes) for (const list of Object.values(s.pieces)) checksum += layOutPieces(list, { fabricWidth }).lengthCm;
    return performance.now() - start;
  });
  return { perWidth, checksum };
}

const layouts = sizes.reduce((n, s) => n + Object.keys(s.pieces).length, 0) * WIDTHS.length;
console.log(`yardage: ${largest.id} (${largest.areas.length} areas, ${sizes.length} sizes, ${pieceCount(largest)} pieces), ${layouts} layouts at ${WIDTHS.join('/')} cm, ${runs} runs`);
const totals: number[] = [];
for (let run = 1; run <= runs; run++) {
  const { perWidth, checksum } = pass();
  const total = perWidth.reduce((a, b) => a + b, 0);
  totals.push(total);
  console.log(`  run ${run}: ${total.toFixed(2)} ms (${perWidth.map((ms, i) => `${WIDTHS[i]} cm ${ms.toFixed(2)}`).join(', ')}) checksum ${checksum}`);
}
const median = [...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)];
console.log(`  median ${median.toFixed(2)} ms, budget ≤ ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'within' : 'OVER'}`);
