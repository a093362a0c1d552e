import type { AppOptions, ResolvedOptions } from '../options';

/** What buildApp hands every autoloaded plugin: the caller's options and the settings resolved from them. */
export interface ServerSetup {
  appOptions: AppOptions;
  options: ResolvedOptions;
}
