// The page's main thread waiting on the browser for system fonts, from a Chromium trace with the `fonts` category.
// On desktop Linux a renderer asks the browser process, synchronously, for each font family it matches and for each
// size and weight's render style (FontCache::GetFontPlatformData; Chromium skips that call on Android). The wait is
// no CPU work of the page's: on a two-core machine it grew from 12–20 ms (the page without its scripts) to 17–243 ms
// at 1× while the page's scripts downloaded and compiled on the other core. Lighthouse's simulation multiplies a task's
// whole duration, that wait included, by the CPU slowdown, so the benches print it beside the figures it is part of.

/** The trace category that records the lookups (Lighthouse's `--additional-trace-categories`). */
export const FONT_TRACE_CATEGORY = 'fonts';
const LOOKUP = 'FontCache::GetFontPlatformData';

/** The main thread ("pid:tid") of the renderer that navigated to `pageUrl`, or null. */
function pageMainThread(events, pageUrl) {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl && event.args?.data?.isLoadingMainFrame);
  return navigation ? `${navigation.pid}:${navigation.tid}` : null;
}

/**
 * The outermost font lookups on the page's main thread: how many and their time in ms (null when the trace does not
 * name the page's navigation or holds no `fonts` events).
 */
export function fontLookups(events, pageUrl) {
  const main = pageMainThread(events, pageUrl);
  if (!main) return null;
  const lookups = events.filter((event) => event.name === LOOKUP && event.ph === 'X' && `${event.pid}:${event.tid}` === main).sort((a, b) => a.ts - b.ts);
  if (!lookups.length) return null;
  let ms = 0;
  let count = 0;
  let outerEnd = -Infinity;
  for (const lookup of lookups) {
    if (lookup.ts < outerEnd) continue; // a lookup inside another (a fallback family) is part of the outer one's time
    ms += lookup.dur / 1000;
    count += 1;
    outerEnd = lookup.ts + lookup.dur;
  }
  return { count, ms };
}

/**
 * For a run's line: "font lookups 6: 66 ms at 1×, ≈ 660 ms at 10× in the simulation" (the simulation's trace is of the
 * unthrottled load), or "font lookups 6: 80 ms while slowed" for applied throttling (a wait is not slowed as CPU work is).
 */
export function describeFontLookups(lookups, multiplier) {
  if (!lookups) return 'font lookups not traced';
  const traced = `font lookups ${lookups.count}: ${Math.round(lookups.ms)} ms`;
  return multiplier === 'applied' ? `${traced} while slowed` : `${traced} at 1×, ≈ ${Math.round(lookups.ms * multiplier)} ms at ${multiplier}× in the simulation`;
}
