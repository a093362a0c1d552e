// Async boundary: shared singletons are negotiated before the root config runs.
// Each step of the start is a task of its own (issue 17: no long task on a phone): main.js (the federation
// runtime) runs now; after the page's first frame, the platform layer by layer (below); the root config
// (single-spa, the boot) in the next; then the frame's code (the kit, the tab bar); React's DOM renderer when it mounts.
// The frame's chunk is imported from here so the page preloads it with the root config's.

/**
 * Resolves once the browser has rendered the page's first frame (the host's first paint), so no start-up work
 * delays it. Scripts preloaded over a fast network can be there before a slow phone has laid out the HTML; a
 * start from the next task would then run first and hold the first frame back. A page loaded hidden renders no
 * frames and starts at once; the timer starts a page whose browser renders none although it calls it visible.
 * In production the page's starter (shared-kernel/build/startAfterFirstPaint.cjs) already ran this entry after a
 * frame; this second frame is kept on purpose: without it, at the low-tier phone's CPU, the first contentful paint
 * and the largest (a card's image on /fabrics) came ~0.3 s later (medians of seven Lighthouse runs each, issue 41).
 */
const afterFirstFrame = (waitAtMostMs = 2000) =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, waitAtMostMs);
  });

/**
 * The platform singleton evaluates as one piece when it is first imported: effector, the bus's ~70 units, the
 * services' ~35 and the router took 15–45 ms on a fast desktop core, 60–180 ms on Lighthouse's phone. Effector, then
 * the platform's layers from the bottom up (@nahtlos/platform/layers) are evaluated first, each in a task of its own.
 * The host provides the platform from its own build, so these are the very modules the platform then imports (cached,
 * not evaluated again); all of them are one chunk, no request of their own. Should a remote provide a newer platform,
 * these copies go unused: the page still works, it only did this work for nothing.
 */
const loadPlatform = async () => {
  const { platformLayers, yieldToMain } = await import(/* webpackChunkName: "platform-kernel" */ '@nahtlos/platform/layers');
  for (const layer of [() => import('effector'), ...platformLayers, () => import('@nahtlos/platform')]) {
    await layer();
    await yieldToMain();
  }
};

/** The frame's code; React's DOM renderer comes with its first mount (@nahtlos/ui's lifecycles), in a task of its own. */
const loadFrame = () => import('./frame/spa');

void afterFirstFrame()
  .then(loadPlatform)
  .then(() => import('./bootstrap'))
  .then(({ boot }) => boot(loadFrame));
