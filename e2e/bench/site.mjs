// The site the calibrated benches measure: a running deployment given by its URL. The benches do not start it
// and do not care how it produces its pages (the host may change under them).
//   --url=http://… (or BENCH_URL) the site (default http://localhost:8080, what `pnpm serve` starts)

export const START_HINT = 'start it with `pnpm build && pnpm serve` (shell on :8080), or pass --url=… / BENCH_URL=… for another deployment';

/** The site's origin from `--url=` or BENCH_URL (default http://localhost:8080), without a trailing slash. */
export function siteUrl(argv = process.argv.slice(2), env = process.env) {
  const given = argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length) ?? env.BENCH_URL ?? 'http://localhost:8080';
  return new URL(given).origin;
}

/** The site's origin once it answers a page; throws saying how to start it when it does not. */
export async function openSite() {
  const base = siteUrl();
  try {
    const response = await fetch(`${base}/`, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    await response.arrayBuffer();
  } catch (error) {
    throw new Error(`no site answers on ${base} (${error instanceof Error ? error.message : error}): ${START_HINT}`);
  }
  return base;
}
