// pnpm --filter @nahtlos/server content:build [--force] — writes the release folder (content/dist, or
// CONTENT_RELEASE_DIR): catalogue.json, source-hash and media/. Skipped when the folder is current (same
// source hash, every media file there) unless --force. Part of `pnpm build`; the server only publishes it.
import { RELEASE_DIR } from '../lib/media';
import { ensureBuilt } from '../lib/ensure-built';
import { contentHash } from '../../src/content/release';

void (async () => {
  const t0 = Date.now();
  try {
    const { catalogue: c, built } = await ensureBuilt({ force: process.argv.includes('--force'), log: console.log });
    const total = Object.values(c.media).reduce((s, m) => s + m.bytes, 0);
    console.log(
      `content ${built ? `built in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'up to date'}: ${c.sewingPatterns.length} patterns, ${c.fabrics.length} fabrics, ` +
        `${c.materials.length} materials, ${c.inspirations.length} inspirations, ${c.legacy.length} legacy ids, ` +
        `${Object.keys(c.media).length} media files (${(total / 1e6).toFixed(1)} MB) in ${RELEASE_DIR} (hash ${contentHash(c).slice(0, 12)})`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
})();
