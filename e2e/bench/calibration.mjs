// CPU calibration of the benches to named device classes, as Chrome DevTools' calibrated CPU throttling does:
// the machine's benchmarkIndex is measured at the start of each invocation and the CPU is slowed down by
// multiplier = machine index ÷ the class's index (at least 1), so a figure means the same on every machine.
//   --device=mid-tier|low-tier (or BENCH_DEVICE=…; a comma list is fine) the classes measured; default both, mid-tier first;
//   --device=network-only: the CPU not slowed (multiplier 1), the network's floor under a figure
//   BENCH_INDEX_SAMPLES=n  samples of the benchmark (default 7; the upper quartile is used, see below)
//
// The index is Lighthouse's own: `computeBenchmarkIndex` from the pinned lighthouse package (the function
// Lighthouse evaluates to fill `lhr.environment.benchmarkIndex`), run in the same Chromium the benches use, in a
// blank page, unthrottled. It is measured here rather than read from a Lighthouse run because one Lighthouse
// run yields a single one-second sample after launching a browser and loading a page (≈ 20 s), and that sample
// moves with whatever else the machine does at that moment. Seven samples back to back cost ≈ 7 s; other work on
// the machine only ever lowers a sample (on a shared 2-core machine single samples ranged 950–2,800), so the upper
// quartile is taken as the machine's index: a low index would slow the CPU too little and flatter the figures,
// while a high one errs on the strict side. Each Lighthouse run's own index is still printed beside its figures.

/** The device classes of Chrome DevTools' CPU calibration: the benchmarkIndex of each phone. */
export const deviceClasses = {
  'mid-tier': { name: 'mid-tier phone', index: 1000 },
  'low-tier': { name: 'low-tier phone', index: 264 },
  // the phone's network with the CPU not slowed at all: the floor no work on the main thread can go below (by name only)
  'network-only': { name: 'network alone', index: Infinity, byNameOnly: true },
};

/** The classes asked for by `--device=` or BENCH_DEVICE, in the order given; default both, mid-tier first. */
export function selectedDevices(argv = process.argv.slice(2), env = process.env) {
  const flag = argv.find((arg) => arg.startsWith('--device='))?.slice('--device='.length) ?? env.BENCH_DEVICE ?? '';
  const asked = flag
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !deviceClasses[name]);
  if (unknown.length) throw new Error(`unknown device class ${unknown.join(', ')}: use --device=${Object.keys(deviceClasses).join('|')}`);
  return asked.length ? [...new Set(asked)] : Object.keys(deviceClasses).filter((name) => !deviceClasses[name].byNameOnly);
}

/**
 * The machine's benchmarkIndex: the upper quartile of `samples` runs of Lighthouse's computeBenchmarkIndex in a
 * blank page of `browser` (a Playwright Browser), with every sample.
 */
export async function measureBenchmarkIndex(browser, samples = Number(process.env.BENCH_INDEX_SAMPLES ?? 7)) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Lighthouse evaluates the function's source in the page the same way
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const values = [];
    for (let sample = 0; sample < samples; sample++) values.push(await page.evaluate(source));
    const sorted = [...values].sort((a, b) => a - b);
    return { index: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)], samples: values };
  } finally {
    await context.close();
  }
}

/** The CPU slowdown for `device` on a machine of `index`. */
export function calibrate(index, device) {
  const deviceClass = deviceClasses[device];
  const multiplier = Math.max(1, Math.round((index / deviceClass.index) * 100) / 100);
  return { device, name: deviceClass.name, classIndex: deviceClass.index, index, multiplier };
}

/** One line naming the calibration, printed with every figure. */
export const describeCalibration = (calibration) =>
  `${calibration.device} (${Number.isFinite(calibration.classIndex) ? `index ${calibration.classIndex}` : 'CPU not slowed'}): machine index ${Math.round(calibration.index)} → CPU ${calibration.multiplier}×`;

/** The measurement's own line: the index taken and its samples. */
export const describeMeasurement = ({ index, samples }) =>
  `machine benchmarkIndex ${Math.round(index)} (upper quartile of ${samples.length}: ${samples.map((value) => Math.round(value)).join(', ')}; Lighthouse's computeBenchmarkIndex, unthrottled)`;

/** PASS/FAIL of a figure against its budget, or '' when the figure has none. */
export const verdict = (budget, value) => (budget ? `${budget.ok(value) ? 'PASS' : 'FAIL'} (${budget.text})` : '');
