// CPU calibration of the benches to named device classes, as Chrome DevTools' calibrated CPU throttling does:
// the machine's benchmarkIndex is measured (at the start of each invocation, and before each run where a budget is
// held) and the CPU is slowed down by multiplier = machine index ÷ the class's index (at least 1), so a figure means
// the same on every machine.
//   --device=mid-tier|low-tier (or BENCH_DEVICE=…; a comma list is fine) the classes measured; default both, mid-tier first;
//   --device=network-only: the CPU not slowed (multiplier 1), the network's floor under a figure
//   BENCH_INDEX_SAMPLES=n  samples of the benchmark (default 7; the upper quartile is used, see below)
//
// The index is Lighthouse's own: `computeBenchmarkIndex` from the pinned lighthouse package (the function
// Lighthouse evaluates to fill `lhr.environment.benchmarkIndex`), run in the same Chromium the benches use, in a
// blank page, unthrottled. The invocation's index (printed first) is the upper quartile of seven one-second samples.
// The benches that hold budgets (first-visit-phone.mjs, lighthouse.mjs) take each run's slowdown from a sample taken
// just before that run (benchmarkSampler), because a shared machine's speed moves between modes for seconds at a
// time: here the upper quartile caught the fast mode (~2,900) while Lighthouse's own index in the runs read
// 1,300–2,250, so every run was slowed ~1.4× more than the class asks. Each Lighthouse run's own index is still
// printed beside its figures.

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

/** Lighthouse's computeBenchmarkIndex, as Lighthouse evaluates it in a page (its source), run for `durationMs`. */
const benchmarkSource = async (durationMs) => {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return `(${pageFunctions.computeBenchmarkIndex.toString()})(${durationMs})`;
};

/**
 * The machine's benchmarkIndex: the upper quartile of `samples` runs of Lighthouse's computeBenchmarkIndex in a
 * blank page of `browser` (a Playwright Browser), with every sample.
 */
export async function measureBenchmarkIndex(browser, samples = Number(process.env.BENCH_INDEX_SAMPLES ?? 7)) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const source = await benchmarkSource(1000);
    const values = [];
    for (let sample = 0; sample < samples; sample++) values.push(await page.evaluate(source));
    const sorted = [...values].sort((a, b) => a - b);
    return { index: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)], samples: values };
  } finally {
    await context.close();
  }
}

/**
 * The machine's benchmarkIndex right now, for the run that follows: a blank page of `browser` kept for the
 * invocation, whose `sample()` is one one-second run, as Lighthouse takes its own in each run. A shared machine's
 * speed moves between modes for seconds at a time (here ~2,000 and ~2,900, by turns, with nothing else of ours
 * running), so an index taken once at the start slows every run as if the machine kept the speed it had then.
 */
export async function benchmarkSampler(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const source = await benchmarkSource(1000);
  await page.evaluate(await benchmarkSource(250)); // the first run is slow: V8 has not optimised the benchmark yet
  return {
    sample: () => page.evaluate(source),
    close: () => context.close(),
  };
}

/** The CPU slowdown for `device` on a machine of `index`. */
export function calibrate(index, device) {
  const deviceClass = deviceClasses[device];
  const multiplier = Math.max(1, Math.round((index / deviceClass.index) * 100) / 100);
  return { device, name: deviceClass.name, classIndex: deviceClass.index, index, multiplier };
}

/** The slowdowns of a route's runs, each calibrated on its own: `CPU low–high×`. */
export function describeSlowdowns(calibrations) {
  const slowdowns = calibrations.map((calibration) => calibration.multiplier);
  return `CPU ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}×`;
}

/** One line naming the calibration, printed with every figure. */
export const describeCalibration = (calibration) =>
  `${calibration.device} (${Number.isFinite(calibration.classIndex) ? `index ${calibration.classIndex}` : 'CPU not slowed'}): machine index ${Math.round(calibration.index)} → CPU ${calibration.multiplier}×`;

/** The measurement's own line: the index taken and its samples. */
export const describeMeasurement = ({ index, samples }) =>
  `machine benchmarkIndex ${Math.round(index)} (upper quartile of ${samples.length}: ${samples.map((value) => Math.round(value)).join(', ')}; Lighthouse's computeBenchmarkIndex, unthrottled)`;

/** PASS/FAIL of a figure against its budget, or '' when the figure has none. */
export const verdict = (budget, value) => (budget ? `${budget.ok(value) ? 'PASS' : 'FAIL'} (${budget.text})` : '');
