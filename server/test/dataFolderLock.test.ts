/**
 * One writer per PGlite data folder (issue 14): real server processes (`tsx src/main.ts`) on a temp
 * DATA_DIR. A second server on the folder must refuse to start; after `kill -9` the next start takes
 * the lock over and every write the killed server acknowledged is there.
 */
import path from 'node:path';
import {
  api,
  killGroup,
  loginDemo,
  newId,
  project,
  projectIds,
  serverPid,
  startServer,
  stopAllServers,
  tempDataDir,
  TEST_TIMEOUT_MS,
  waitUntilServing,
} from './serverProcess';

afterEach(stopAllServers);

it(
  'refuses a second server on the same data folder: exit 1, one line naming the folder and the PID, the first keeps serving',
  async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    await waitUntilServing(first);
    const firstPid = serverPid(first);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The PGlite data folder ${path.join(dataDir, 'pglite')} is in use by PID ${firstPid} `);
    expect(lines[0]).toContain('Stop that process first, or give this one its own DATA_DIR.');

    // the first server still reads and writes
    const token = await loginDemo(first);
    const id = newId();
    expect((await api(first, 'POST', '/api/app/pattern-project', token, { patternProject: project(id) })).status).toBe(200);
    expect((await projectIds(first, token)).get(id)).toBe(project(id).name);

    // a graceful stop releases the lock: the next server starts without taking anything over
    process.kill(firstPid, 'SIGTERM');
    expect(await first.exited).toBe(0);
    const third = await startServer(dataDir);
    await waitUntilServing(third);
    expect(third.stderr()).not.toContain('Took over');
    expect((await projectIds(third, token)).get(id)).toBe(project(id).name);
  },
  TEST_TIMEOUT_MS,
);

it(
  'after kill -9 the next server takes the lock over at once and has every acknowledged write',
  async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    await waitUntilServing(first);
    const firstPid = serverPid(first);
    const token = await loginDemo(first);

    // 30 writes, 5 at a time; only those answered 200 count as acknowledged
    const acknowledged: string[] = [];
    const ids = Array.from({ length: 30 }, newId);
    for (let i = 0; i < ids.length; i += 5) {
      await Promise.all(
        ids.slice(i, i + 5).map(async (id) => {
          const write = await api(first, 'POST', '/api/app/pattern-project', token, { patternProject: project(id) });
          expect(write.status).toBe(200);
          acknowledged.push(id);
        }),
      );
    }
    await killGroup(first, 'SIGKILL'); // right after the last answer: no shutdown, no close

    const next = await startServer(dataDir);
    await waitUntilServing(next);
    expect(next.stderr()).toContain(
      `Took over the lock of PGlite data folder ${path.join(dataDir, 'pglite')} from PID ${firstPid}, which is no longer running.`,
    );
    const stored = await projectIds(next, token); // the token was a write too
    expect(acknowledged).toHaveLength(30);
    expect(acknowledged.filter((id) => stored.get(id) !== project(id).name)).toEqual([]);
  },
  TEST_TIMEOUT_MS,
);
