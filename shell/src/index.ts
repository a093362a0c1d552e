// Async boundary: shared singletons are negotiated before the root config runs.
// Each step of the start is a task of its own (issue 17: no long task on a phone): main.js (the federation
// runtime) runs now; then the platform in three steps (the bus catalogue's units, the services' effects and
// their wiring, the rest); the root config (single-spa, the boot); React's DOM renderer; the frame's code (the
// kit, the tab bar). The frame's chunk is imported from here so the page preloads it with the root config's.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The platform's two biggest parts are evaluated ahead of it, each in a task of its own: with the platform they were
 * one task of 130–250 ms at 4× CPU, most of it effector creating units. They are the very modules the shared
 * '@nahtlos/platform' then evaluates on: the host provides that singleton from its own build (loaded first).
 */
const loadPlatform = () =>
  import('@nahtlos/platform/internal/bus/catalogue')
    .then(nextTask)
    .then(() => import('@nahtlos/platform/internal/services/kernel'))
    .then(nextTask)
    .then(() => import('@nahtlos/platform'));

/** React's DOM renderer (a shared singleton) is evaluated in a task before the frame's code and first render. */
const loadFrame = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./frame/spa'));

setTimeout(
  () =>
    void loadPlatform()
      .then(nextTask)
      .then(() => import('./bootstrap'))
      .then(({ boot }) => boot(loadFrame)),
);
