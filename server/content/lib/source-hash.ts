import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, RELEASE_DIR, releaseFiles } from './media';

const SOURCE_DIRS = ['data', 'fabrics', 'patterns', 'lib'];
/** The yardage engine computes the consumption table: a change to it makes the build stale too. */
const YARDAGE_DIR = join(CONTENT_DIR, '..', '..', 'shared-kernel', 'contract', 'src', 'yardage');
/** The source hash a release was built from. */
export const STAMP_FILE = releaseFiles(RELEASE_DIR).stamp;

/** Hash of the content sources (data, drawings, generators): a changed source means the build is stale. */
export function sourceHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string, root: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p, root);
      else if (/\.(ts|json)$/.test(name) && !name.endsWith('.test.ts')) h.update(p.slice(root.length)).update(readFileSync(p));
    }
  };
  for (const d of SOURCE_DIRS) walk(join(CONTENT_DIR, d), CONTENT_DIR);
  walk(YARDAGE_DIR, join(YARDAGE_DIR, '..', '..'));
  return h.digest('hex');
}
