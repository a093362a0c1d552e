// Builds the content catalogue (server/content/dist/catalogue.json) when it is missing: the tests match stashes
// against the real patterns. About a minute and a half on a fresh checkout; nothing when it is there.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async () => {
  const file = join(process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../../server/content/dist'), 'catalogue.json');
  if (existsSync(file)) return;
  console.log(`\nstash tests: ${file} is missing; building the content catalogue (pnpm --filter @nahtlos/server content:build) …`);
  execFileSync('pnpm', ['--filter', '@nahtlos/server', 'content:build'], { cwd: join(__dirname, '../../../..'), stdio: 'inherit' });
  if (!existsSync(file)) throw new Error(`stash tests: the content build did not write ${file}`);
};
