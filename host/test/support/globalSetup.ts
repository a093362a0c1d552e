import { execFileSync } from 'node:child_process';
import path from 'node:path';
import buildFixtures from './buildFixtures';

export default async function globalSetup(): Promise<void> {
  // the pages are tested against the host as it runs in production
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: path.join(__dirname, '../..'), stdio: 'inherit' });
  await buildFixtures();
}
