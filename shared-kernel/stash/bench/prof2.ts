import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { catalogue } from '@nahtlos/contract/content';
import { mulberry32 } from '@nahtlos/contract/seededRandom';
import { matchPattern, PlanCache } from '../src';
const c = catalogue.parse(JSON.parse(readFileSync('../../server/content/dist/catalogue.json', 'utf8')));
const random = mulberry32(40);
const pick = <T,>(l: readonly T[]) => l[Math.floor(random() * l.length)];
const length = () => 50 + 10 * Math.floor(random() * 26);
const plainWidth = () => pick([110, 140, 150]);
const shipped = c.fabrics.filter((f) => f.material !== 'buendchen');
const stash = [];
for (let i = 0; i < 26; i++) { const f = pick(shipped); const u = f.usableWidth; stash.push({ id: `s${i+1}`, fabric: { material: f.material, oneWay: f.oneWay }, lengthCm: length(), widthCm: u !== undefined && u >= 110 && u <= 150 ? u : plainWidth() }); }
for (let i = 0; i < 4; i++) stash.push({ id: `own-${i+1}`, fabric: { oneWay: i === 0 }, lengthCm: length(), widthCm: plainWidth() });
const maxLen = new Map<string, number>();
for (const e of stash) maxLen.set(`${e.widthCm}|${e.fabric.oneWay ? 1 : 0}`, Math.max(maxLen.get(`${e.widthCm}|${e.fabric.oneWay ? 1 : 0}`) ?? 0, e.lengthCm));
const stats = { single: [0, 0], group: [0, 0] };
for (const size of ['86/92']) {
  const cache = new PlanCache();
  const orig = cache.plan.bind(cache);
  cache.plan = (req) => { const known = cache.known(req); const t = performance.now(); const p = orig(req); const ms = performance.now() - t; if (!known) { const k = req.areaIds.length > 1 ? 'group' : 'single'; stats[k][0]++; stats[k][1] += ms; if (process.env.V) console.log(req.size === undefined, req.areaIds.join('+'), req.width, req.oneWay, p.lengthCm, p.tooWide, ms.toFixed(1)); } return p; };
  for (const p of c.sewingPatterns) matchPattern(p, size, stash, cache);
}
console.log(stats);
