// Async boundary: shared singletons are negotiated before the root config runs.
// Each step of the start is a task of its own (issue 17: no long task on a phone): main.js (the federation
// runtime) runs now; the platform (effector and the bus) in the next task; the root config (single-spa, the
// boot) in the one after; the frame's code (React, the kit, the tab bar) after that. The frame's chunk is
// imported from here so the page preloads it with the root config's chunks.
const loadFrame = () => import('./frame/spa');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
setTimeout(
  () =>
    void import('@nahtlos/platform')
      .then(nextTask)
      .then(() => import('./bootstrap'))
      .then(({ boot }) => boot(loadFrame)),
);
