// pnpm --filter @nahtlos/server content:publish [--draft] [--if-changed]
// Builds the release folder if needed (a dev script may; the server never does), validates it and stores it
// as a new release in content_releases (DATABASE_URL, or the embedded PGlite in server/.data/pglite like the
// server). Stop a dev server that uses the same PGlite folder first: PGlite is single-process.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../lib/ensure-built';
import { openDatabase } from '../../src/db/index';
import { publishCatalogue, publishContentIfChanged } from '../../src/content/publish';
import { contentHash } from '../../src/content/release';

void (async () => {
  const args = process.argv.slice(2);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data'));
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase(process.env.DATABASE_URL ?? path.join(dataDir, 'pglite'));
  try {
    const { catalogue: c } = await ensureBuilt({ log: console.log });
    if (args.includes('--if-changed')) {
      const r = await publishContentIfChanged(handle.db, console.log, { catalogue: c, hash: contentHash(c) });
      if (!r) console.log('content unchanged, nothing published');
      return;
    }
    const status = args.includes('--draft') ? 'draft' : 'published';
    const r = await publishCatalogue(handle.db, c, status);
    console.log(`content ${status}: release ${r.id}, publishedAt ${r.publishedAt.toISOString()}, hash ${contentHash(c).slice(0, 12)}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
})();
