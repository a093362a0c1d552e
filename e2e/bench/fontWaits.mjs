// The page's main thread waiting on the browser for system fonts, from a Chromium trace with the `fonts` category.
// On desktop Linux a renderer asks the browser process, synchronously, for each font family it matches and for each
// size and weight's render style (FontCache::GetFontPlatformData; Chromium skips that call on Android). The wait is
// no CPU work of the page's: on a two-core machine it grew from 12–20 ms (the page without its scripts) to 17–243 ms
// at 1× while the page's scripts downloaded and compiled on the other core. The browser answers in under 2 ms
// (FontServiceApp::FontRenderStyleForStrike); the rest of the wait is the renderer's threads getting a core back while
// V8 parses the page's preloaded scripts on its worker threads, all at once in an unthrottled load. Lighthouse's
// simulation multiplies a task's whole duration, that wait included, by the CPU slowdown (half of it for a task that
// laid out the page, as the first render does), so the benches print it beside the figures it is part of.

/** The trace category that records the lookups (Lighthouse's `--additional-trace-categories`). */
export const FONT_TRACE_CATEGORY = 'fonts';
const LOOKUP = 'FontCache::GetFontPlatformData';
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const BACKGROUND_PARSE = 'v8.parseOnBackground';
/** Lantern's (Lighthouse's simulation) share of the slowdown for a task that laid out the page (its layoutTaskMultiplier). */
const LAYOUT_TASK_SHARE = 0.5;

/** The main thread ({ pid, tid }) of the renderer that navigated to `pageUrl`, or null. */
function pageMainThread(events, pageUrl) {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl && event.args?.data?.isLoadingMainFrame);
  return navigation ? { pid: navigation.pid, tid: navigation.tid } : null;
}

/** The part of [start, end) that `event` covers, in ms. */
function overlapMs(event, start, end) {
  return Math.max(0, Math.min(end, event.ts + event.dur) - Math.max(start, event.ts)) / 1000;
}

/**
 * The outermost font lookups on the page's main thread: how many, their time in ms, the part of it in tasks that laid
 * out the page, and for how long (thread-ms) the page's renderer parsed scripts on its worker threads meanwhile (null
 * when the trace does not name the page's navigation or holds no `fonts` events).
 */
export function fontLookups(events, pageUrl) {
  const main = pageMainThread(events, pageUrl);
  if (!main) return null;
  const onMain = (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid;
  const lookups = events.filter((event) => event.name === LOOKUP && onMain(event)).sort((a, b) => a.ts - b.ts);
  if (!lookups.length) return null;
  const tasks = events.filter((event) => TASKS.has(event.name) && onMain(event));
  const layouts = events.filter((event) => event.name === 'Layout' && onMain(event));
  const parses = events.filter((event) => event.name === BACKGROUND_PARSE && event.ph === 'X' && event.pid === main.pid && event.tid !== main.tid);
  const result = { count: 0, ms: 0, inLayoutTasksMs: 0, parsedMeanwhileMs: 0 };
  let outerEnd = -Infinity;
  for (const lookup of lookups) {
    if (lookup.ts < outerEnd) continue; // a lookup inside another (a fallback family) is part of the outer one's time
    outerEnd = lookup.ts + lookup.dur;
    const ms = lookup.dur / 1000;
    result.count += 1;
    result.ms += ms;
    const task = tasks.find((candidate) => candidate.ts <= lookup.ts && candidate.ts + candidate.dur >= outerEnd);
    if (task && layouts.some((layout) => layout.ts >= task.ts && layout.ts < task.ts + task.dur)) result.inLayoutTasksMs += ms;
    for (const parse of parses) result.parsedMeanwhileMs += overlapMs(parse, lookup.ts, outerEnd);
  }
  return result;
}

/**
 * For a run's line: "font lookups 6: 66 ms at 1×, ≈ 400 ms at 10× in the simulation; scripts parsed meanwhile 90 ms"
 * (the simulation's trace is of the unthrottled load; a wait in a layout task counts half), or "font lookups 6: 80 ms
 * while slowed; …" for applied throttling (a wait is not slowed as CPU work is).
 */
export function describeFontLookups(lookups, multiplier) {
  if (!lookups) return 'font lookups not traced';
  const traced = `font lookups ${lookups.count}: ${Math.round(lookups.ms)} ms`;
  const parsed = `scripts parsed on other threads meanwhile ${Math.round(lookups.parsedMeanwhileMs)} ms`;
  if (multiplier === 'applied') return `${traced} while slowed; ${parsed}`;
  const simulated = (lookups.ms - lookups.inLayoutTasksMs * (1 - LAYOUT_TASK_SHARE)) * multiplier;
  return `${traced} at 1×, ≈ ${Math.round(simulated)} ms at ${multiplier}× in the simulation; ${parsed}`;
}
