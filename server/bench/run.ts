/**
 * pnpm bench (server): autocannon on loopback against a server in a child process.
 * Prints req/s and p99; budgets on the 2-core machine: list ≥ 3000 req/s with p99 ≤ 50 ms,
 * login p99 ≤ 150 ms at 20 req/s. Prints numbers only, no assertions.
 * The bench script then runs content/bench.ts (GET /api/app/fabrics, 304 budget ≥ 5000 req/s).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

interface Target {
  port: number;
  token: string;
  email: string;
  password: string;
}

function startServer(): Promise<{ target: Target; stop: () => void }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ target: JSON.parse(line) as Target, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function report(label: string, result: autocannon.Result, budget: string) {
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  console.log(
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}   (budget: ${budget})`,
  );
}

async function main() {
  const { target, stop } = await startServer();
  const base = `http://127.0.0.1:${target.port}`;
  try {
    const loginOptions = {
      url: `${base}/api/app/auth/user/login`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: target.email, password: target.password }),
    };
    await run({ ...loginOptions, duration: 2, connections: 1, overallRate: 10 });
    // One connection carries 20 req/s easily (a login takes ~15 ms). autocannon's overallRate over
    // several connections fires them in synchronized bursts, which measures its pacing, not the server.
    const login = await run({ ...loginOptions, duration: 10, connections: 1, overallRate: 20 });
    report('POST /api/app/auth/user/login at 20 req/s', login, 'p99 ≤ 150 ms');

    // Warm-up so JIT and the database caches are hot.
    await run({ url: `${base}/api/app/pattern-projects`, headers: { authorization: `Bearer ${target.token}` }, duration: 2, connections: 10 });
    const list = await run({
      url: `${base}/api/app/pattern-projects`,
      headers: { authorization: `Bearer ${target.token}` },
      duration: 10,
      connections: 10,
    });
    report('GET /api/app/pattern-projects (100 projects)', list, '≥ 3000 req/s, p99 ≤ 50 ms');
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
