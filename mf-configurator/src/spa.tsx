import { createLazySpaLifecycles } from '@nahtlos/ui';

// The app's pages and models are evaluated at bootstrap, in the task after the remote's entry has run
// (eager: the same chunk, no request of its own).
export const lifecycles = createLazySpaLifecycles(async () => (await import(/* webpackMode: "eager" */ './App')).App);
export const { bootstrap, mount, unmount } = lifecycles;
