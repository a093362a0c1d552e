import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, RELEASE_DIR, releaseFiles } from './media';

const SOURCE_DIRS = ['data', 'fabrics', 'patterns', 'lib'];
/** The yardage engines compute the consumption table: a change to them makes the build stale too. */
const SHARED_KERNEL = join(CONTENT_DIR, '..', '..', 'shared-kernel');
const YARDAGE_DIRS = [join(SHARED_KERNEL, 'contract', 'src', 'yardage'), join(SHARED_KERNEL, 'cutting', 'src')];
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
  for (const dir of YARDAGE_DIRS) walk(dir, SHARED_KERNEL);
  return h.digest('hex');
}
