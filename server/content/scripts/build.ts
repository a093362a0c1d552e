// pnpm --filter @nahtlos/server content:build — generates media into content/media and content/dist/catalogue.json
import { buildContent, contentHash, DIST_FILE, writeCatalogue } from '../lib/build';
import { validateCatalogue } from '../lib/validate';

void (async () => {
  const t0 = Date.now();
  const c = await buildContent();
  const problems = validateCatalogue(c);
  if (problems.length) {
    console.error('content invalid:\n- ' + problems.join('\n- '));
    process.exit(1);
  }
  writeCatalogue(c);
  const total = Object.values(c.media).reduce((s, m) => s + m.bytes, 0);
  console.log(
    `content built in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${c.sewingPatterns.length} patterns, ${c.fabrics.length} fabrics, ` +
      `${c.materials.length} materials, ${c.inspirations.length} inspirations, ${c.legacy.length} legacy ids, ` +
      `${Object.keys(c.media).length} media files (${(total / 1e6).toFixed(1)} MB) → ${DIST_FILE} (hash ${contentHash(c).slice(0, 12)})`,
  );
})();
