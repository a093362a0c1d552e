// `pnpm --filter @nahtlos/e2e bench` (and root `pnpm bench`): the calibrated benches, one after the other, against
// a running site — Lighthouse (lighthouse.mjs), the first visit on the emulated phone (first-visit-phone.mjs), then
// where its main-thread time goes by script (main-thread.mjs).
// Start the site first: `pnpm build && pnpm serve` (http://localhost:8080), or pass --url=… / BENCH_URL for another
// deployment. Arguments (--device=mid-tier|low-tier, --url=…) and the BENCH_* variables reach every bench.
// Exits 0 when all ran (whatever their figures); otherwise with the first failing bench's code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectedDevices } from './calibration.mjs';
import { openSite } from './site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = ['lighthouse.mjs', 'first-visit-phone.mjs', 'main-thread.mjs'];

try {
  selectedDevices();
  await openSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let code = 0;
for (const bench of benches) {
  console.log(`\n### ${bench}\n`);
  const { status } = spawnSync(process.execPath, [path.join(here, bench), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (status !== 0 && code === 0) code = status ?? 1;
}
process.exit(code);
