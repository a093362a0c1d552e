// Async boundary: shared singletons are negotiated before the root config runs.
// Each step of the start is a task of its own (issue 17: no long task on a phone): main.js (the federation
// runtime) runs now; the root config (platform, single-spa) in the next task; the frame's code (React, the
// kit, the tab bar) after it. The frame's chunk is imported from here so the page preloads it with the
// root config's chunks.
const loadFrame = () => import('./frame/spa');
setTimeout(() => void import('./bootstrap').then(({ boot }) => boot(loadFrame)));
