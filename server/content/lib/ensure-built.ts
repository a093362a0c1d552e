import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inspectRelease } from '../../src/content/release';
import type { Catalogue } from './catalogue';
import { RELEASE_DIR } from './media';
import { validateCatalogue } from './validate';

const LOCK = join(RELEASE_DIR, '.build-lock');

/** Cross-process lock (parallel test runs, `pnpm build`, scripts) around a build of the release folder. */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  mkdirSync(RELEASE_DIR, { recursive: true });
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // a lock older than three minutes belongs to a crashed build
      if (waited > 180_000 || Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 180_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * The built catalogue, building the release folder (catalogue, media, source stamp) when it is missing,
 * stale or incomplete, or always with `force`. Build side only: the server reads the release and never
 * calls this (content/lib/build renders with resvg, a devDependency).
 */
export async function ensureBuilt(options: { force?: boolean; log?: (msg: string) => void } = {}): Promise<{ catalogue: Catalogue; built: boolean }> {
  const log = options.log ?? (() => undefined);
  const ready = () => {
    const state = options.force ? null : inspectRelease();
    return state && 'catalogue' in state ? state.catalogue : null;
  };
  const current = ready();
  if (current) return { catalogue: current, built: false };
  return withBuildLock(async () => {
    const again = ready();
    if (again) return { catalogue: again, built: false };
    log(`content: building catalogue and media into ${RELEASE_DIR} …`);
    const { buildContent, writeCatalogue } = await import('./build');
    const catalogue = await buildContent();
    const problems = validateCatalogue(catalogue);
    if (problems.length) throw new Error('content invalid:\n- ' + problems.join('\n- '));
    writeCatalogue(catalogue);
    return { catalogue, built: true };
  });
}
