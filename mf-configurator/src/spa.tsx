import { createLazySpaLifecycles } from '@nahtlos/ui';

// The app's pages and models are evaluated at bootstrap, in the task after the remote's entry has run
// (eager: the same chunk, no request of its own). Not layer by layer, each in a task: each module imported on its own
// leaves webpack's module concatenation, and the models as three layers cost 1.3 KB (brotli) of a first screen at
// 160 KB (issue 41).
export const lifecycles = createLazySpaLifecycles(async () => (await import(/* webpackMode: "eager" */ './App')).App);
export const { bootstrap, mount, unmount } = lifecycles;
