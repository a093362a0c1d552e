// Async boundary: shared singletons are negotiated before the root config runs.
// Each step of the start is a task of its own (issue 17: no long task on a phone): main.js (the federation
// runtime) runs now; the platform (effector and the bus) in the next task; the root config (single-spa, the boot)
// in the one after; then React's DOM renderer; then the frame's code (the kit, the tab bar). The frame's chunk is
// imported from here so the page preloads it with the root config's.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** React's DOM renderer (a shared singleton) is evaluated in a task before the frame's code and first render. */
const loadFrame = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./frame/spa'));

setTimeout(
  () =>
    void import('@nahtlos/platform')
      .then(nextTask)
      .then(() => import('./bootstrap'))
      .then(({ boot }) => boot(loadFrame)),
);
