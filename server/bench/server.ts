/**
 * The server under benchmark, in its own process so autocannon does not share its event loop.
 * Prints one JSON line with the port, tokens, the login account and its pid (tsx runs it in a grandchild
 * process, so the parent's child.pid is not the server), then serves until killed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { grantCameraFeature } from '../test/helpers';

const relaxed = { max: 1_000_000, windowMs: 60_000 };

async function main() {
  // PGlite in a fresh data folder, as in production: in memory (memory://) every growing table file
  // is copied whole to grow it, which made each stored image cost ~3× what it costs on disk.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nahtlos-bench-'));
  const database = await openDatabase(process.env.DATABASE_URL ?? path.join(folder, 'pglite'));
  const app = await buildApp({
    database,
    devRoutes: true,
    appSecret: 'bench',
    rateLimits: {
      loginPerIp: relaxed,
      loginPerEmail: relaxed,
      registerPerIp: relaxed,
      registerPerEmail: relaxed,
      mailPerIp: relaxed,
      mailPerEmail: relaxed,
    },
  });
  // Three accounts, because a login revokes its account's least recently used tokens beyond 50: the
  // login runs use one, the list run's token and the image uploads' token belong to the others.
  const createUser = async (label: string) => {
    const email = `bench-${label}-${Date.now()}@example.com`;
    const password = 'bench-passwort';
    const name = `${label}${Date.now() % 1e9}`.slice(0, 20);
    await app.inject({ method: 'POST', url: '/auth/user/register', payload: { name, email, email_repeat: email, password, password_confirmation: password } });
    const mail = (await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` })).json().messages[0];
    await app.inject({ method: 'GET', url: new URL(mail.links[0]).pathname });
    const token: string = (await app.inject({ method: 'POST', url: '/api/app/auth/user/login', payload: { email, password } })).json().token;
    return { email, password, token };
  };
  const { token } = await createUser('list');
  const { email, password } = await createUser('login');
  const { token: imageToken } = await createUser('images');
  await grantCameraFeature(app, { token: imageToken }); // the uploads are the paid photo feature

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 260">${'<path d="M40 20h120l20 220H20z"/>'.repeat(20)}</svg>`;
  for (let i = 0; i < 100; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/app/pattern-project',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        patternProject: {
          pattern_project_id: `BENCH${String(i).padStart(4, '0')}${Date.now()}`,
          name: `Projekt ${i}`,
          sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'hauptstoff', fabric: 'jersey-1' }, { id: 'bund', fabric: 'buendchen-2' }] },
          svg,
        },
      },
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, token, email, password, imageToken, pid: process.pid })}\n`);
  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
