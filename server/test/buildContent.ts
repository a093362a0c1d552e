// jest globalSetup: the content routes, robustness and catalogue tests read the built release folder, which
// the server itself never builds. Built once per run, skipped when current (source hash), locked against
// parallel runs and `pnpm build`.
import { ensureBuilt } from '../content/lib/ensure-built';

export default async function buildContent(): Promise<void> {
  await ensureBuilt({ log: (message) => console.log(`\n${message}`) });
}
