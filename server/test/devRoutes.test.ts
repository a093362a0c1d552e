import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, registerUser } from './helpers';

/** /dev/mail hands out every account's reset links: served only when asked for, never in production. */
it('serves no /dev/mail unless devRoutes is set, though mail still goes to the outbox', async () => {
  const t = await createTestApp({ devRoutes: undefined });
  try {
    await registerUser(t.app); // an activation mail is in the outbox now
    for (const url of ['/dev/mail', '/dev/mail?to=x@example.com']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 404, body: { error: 'Nicht gefunden.' } });
    }
  } finally {
    await t.close();
  }
});

it('serves /dev/mail with devRoutes', async () => {
  const t = await createTestApp({ devRoutes: true });
  try {
    const { email } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toHaveLength(1);
  } finally {
    await t.close();
  }
});

it('refuses to start with DEV_ROUTES=true in production: non-zero exit, one line on stderr, nothing opened', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nahtlos-devroutes-'));
  try {
    const server = path.resolve(__dirname, '..');
    const result = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: server,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DEV_ROUTES: 'true', APP_SECRET: 'x', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull(); // exited by itself, not killed by the timeout
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines).toEqual([expect.stringContaining('Refusing to start: DEV_ROUTES=true must not be set with NODE_ENV=production')]);
    // refused before the database was opened or anything written
    expect(existsSync(path.join(dataDir, 'pglite')) ? readdirSync(path.join(dataDir, 'pglite')) : []).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 70_000);
