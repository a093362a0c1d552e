/** Starts bench/server.ts in a child process (so the load generator does not share its event loop). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface Target {
  port: number;
  /** Owns the 100 pattern projects of the list run. */
  token: string;
  /** The account the login runs use. */
  email: string;
  password: string;
  /** A third account for image uploads (logins do not revoke it). */
  imageToken: string;
  /** The server's own pid (for /proc memory readings). */
  pid: number;
}

export interface ServerProcess {
  target: Target;
  /** SIGTERM, then waits until the server has closed its database and removed its data folder. */
  stop: () => Promise<void>;
}

export function startServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...extraEnv },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) =>
      resolve({
        target: JSON.parse(line) as Target,
        stop: () =>
          new Promise<void>((stopped) => {
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}
