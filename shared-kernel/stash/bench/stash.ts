/**
 * Stash matcher bench (issue 40: ≤ 1 s for 30 stash pieces over the whole catalogue). A deterministic stash of 30
 * entries — shipped fabrics of the built catalogue (cuffs' 70 cm tubes left out: widths 110–150 cm) and a few own
 * fabrics without material, lengths 50–300 cm — matched against every pattern for '86/92' and '122/128', each run
 * with a fresh plan cache (nothing memoised from the run before), after one untimed run that warms the JIT (its time is
 * printed too: a worker's first run). Prints the median and max ms over the runs against the budget, the cutting
 * plans made, how many patterns fit and the matches, and the machine's load (other work shares its cores); beside the
 * wall-clock time, the process's CPU time, which other work on the cores does not stretch. Reads the built catalogue
 * (`pnpm --filter @nahtlos/server content:build`). `BENCH_RUNS=n` (default 7). No assertions: it reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogue as catalogueSchema } from '@nahtlos/contract/content';
import { mulberry32 } from '@nahtlos/contract/seededRandom';
import { matchStash, PlanCache, type StashEntry } from '../src';

const SIZES = ['86/92', '122/128'];
const BUDGET_MS = 1000;
const STASH_SIZE = 30;
const OWN_FABRICS = 4;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const file = join(process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../server/content/dist'), 'catalogue.json');

if (!existsSync(file)) {
  console.error(`stash bench: ${file} is missing; run pnpm --filter @nahtlos/server content:build first`);
  process.exit(1);
}
const { fabrics, sewingPatterns: patterns } = catalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

/** The bench's stash: seeded, so every run and machine matches the same entries. */
function benchStash(): StashEntry[] {
  const random = mulberry32(40);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const length = () => 50 + 10 * Math.floor(random() * 26);
  const plainWidth = () => pick([110, 140, 150]);
  const shipped = fabrics.filter((f) => f.material !== 'buendchen');
  const entries: StashEntry[] = [];
  for (let i = 0; i < STASH_SIZE - OWN_FABRICS; i++) {
    const fabric = pick(shipped);
    const usable = fabric.usableWidth;
    const widthCm = usable !== undefined && usable >= 110 && usable <= 150 ? usable : plainWidth();
    entries.push({ id: `stash-${i + 1}`, fabric: { material: fabric.material, oneWay: fabric.oneWay }, lengthCm: length(), widthCm });
  }
  for (let i = 0; i < OWN_FABRICS; i++) entries.push({ id: `own-${i + 1}`, fabric: { oneWay: i === 0 }, lengthCm: length(), widthCm: plainWidth() });
  return entries;
}

const stash = benchStash();
const describe = (e: StashEntry) => `${e.id} ${e.fabric.material ?? 'eigen'}${e.fabric.oneWay ? ' (Richtung)' : ''} ${e.lengthCm}×${e.widthCm}`;
console.log(`stash bench: ${stash.length} entries: ${stash.map(describe).join(', ')}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const size of SIZES) {
  const times: number[] = [];
  let plans = 0;
  const first = performance.now();
  let matches = matchStash(stash, patterns, size);
  const firstMs = performance.now() - first;
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cache = new PlanCache();
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    matches = matchStash(stash, patterns, size, { cache });
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    plans = cache.plansMade;
  }
  const worst = Math.max(...times);
  const worstCpu = Math.max(...cpuTimes);
  console.log(
    `stash, ${stash.length} entries × ${patterns.length} patterns, size ${size}: median ${median(times).toFixed(0)} ms, max ${worst.toFixed(0)} ms over ${runs} runs (fresh plan cache each; the first, untimed run ${firstMs.toFixed(0)} ms); budget ≤ ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'within' : 'OVER'}; ${plans} cutting plans per run; ${matches.length} of ${patterns.length} patterns fit`,
  );
  // the process's own CPU time: what the runs cost without the other work on the machine's cores (GC threads included)
  console.log(`  CPU time: median ${median(cpuTimes).toFixed(0)} ms, max ${worstCpu.toFixed(0)} ms; budget ≤ ${BUDGET_MS} ms: ${worstCpu <= BUDGET_MS ? 'within' : 'OVER'}`);
  for (const m of matches) {
    const uses = m.uses.map((u) => `${u.areaIds.join('+')} ← ${u.entryId} ${u.planLengthCm}/${u.planLengthCm + u.leftoverCm} cm`).join('; ');
    console.log(`  ${m.patternId}: score ${m.score.toFixed(2)}, ${(m.usedAreaCm2 / 10000).toFixed(2)} m²: ${uses}`);
  }
}
console.log(`stash bench: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (1, 5, 15 min)`);
