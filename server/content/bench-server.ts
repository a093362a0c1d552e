// Child process for content/bench.ts: the full app (buildApp) on an in-memory PGlite with the content published.
import { buildApp } from '../src/app';
import { publishContentIfChanged } from '../src/content/publish';
import { openDatabase } from '../src/db/index';

void (async () => {
  const database = await openDatabase('memory://');
  await publishContentIfChanged(database.db);
  const app = await buildApp({ database, appSecret: 'content-bench', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const r = await app.inject({ method: 'GET', url: '/api/app/fabrics' });
  console.log(JSON.stringify({ port, etag: r.headers.etag }));
  process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
})();
