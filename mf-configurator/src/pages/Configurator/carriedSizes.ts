// The host's render of a new design (src/server.tsx): the pattern's sizes and cut pieces go into the page with the
// content, so the browser shows real-size prints and the yardage without asking the API (model.ts: sizesCarried).
import { allSettled, type Scope } from 'effector';
import { $sewingPatterns, type PatternSize } from '@nahtlos/platform';
import { sizesCarried } from './model';

/** How long the page waits for them (the API is the host's neighbour); without them the browser loads them. */
const SIZES_WAIT_MS = 300;

/** A published pattern's sizes into the scope for `/configurator/:patternId` (a failure rejects: the browser loads them). */
export async function carrySizes(scope: Scope, { path, api }: { path: string; api: string }): Promise<void> {
  const id = /^\/configurator\/([^/]+)\/?$/.exec(path)?.[1];
  const pattern = id && scope.getState($sewingPatterns).find((candidate) => encodeURIComponent(candidate.id) === id);
  if (!pattern) return;
  const url = `${api}/api/app/sewing-patterns/${id}/sizes?preview_mode=true`;
  const response = await fetch(url, { signal: AbortSignal.timeout(SIZES_WAIT_MS) });
  const { sizes } = (response.ok ? await response.json() : {}) as { sizes?: PatternSize[] };
  if (!Array.isArray(sizes)) throw new Error(`${url} answered ${response.status} without sizes`);
  await allSettled(sizesCarried, { scope, params: { patternId: pattern.id, sizes } });
}
