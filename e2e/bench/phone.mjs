// The phone the Playwright benches emulate through CDP: Lighthouse's mobile preset — its screen (Moto G Power),
// its slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up; CDP takes bytes per second) — and a CPU slowdown
// calibrated to a device class (calibration.mjs: machine benchmarkIndex ÷ the class's index).
export const network = {
  offline: false,
  latency: Number(process.env.BENCH_LATENCY_MS ?? 150),
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const describePhone = (cpuSlowdown) =>
  `${phone.viewport.width}×${phone.viewport.height} @${phone.deviceScaleFactor}x; network ${network.latency} ms latency, 1.6 Mbps down, 750 kbps up; CPU ${cpuSlowdown}× slower`;

/** Puts a page (its CDP session) on the phone's network and a CPU `cpuSlowdown` times slower. */
export async function throttle(context, page, cpuSlowdown) {
  if (!(cpuSlowdown >= 1)) throw new Error(`throttle: a CPU slowdown ≥ 1 is needed, got ${cpuSlowdown}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}
