// The phone the Playwright benches emulate through CDP: Lighthouse's mobile preset — its screen (Moto G Power),
// its slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up; CDP takes bytes per second) and 4× CPU.
export const network = {
  offline: false,
  latency: Number(process.env.BENCH_LATENCY_MS ?? 150),
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const describePhone = () =>
  `${phone.viewport.width}×${phone.viewport.height} @${phone.deviceScaleFactor}x; network ${network.latency} ms latency, 1.6 Mbps down, 750 kbps up; CPU ${CPU_SLOWDOWN}× slower`;

/** Puts a page (its CDP session) on the phone's network and CPU. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
