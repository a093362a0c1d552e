import { createLazySpaLifecycles, runInTasks } from '@nahtlos/ui';

/**
 * The page's model modules, layer by layer, each evaluated in a task of its own (issue 41: their effector units at once
 * were one task of ~40 ms on a fast desktop core); eager: the same chunk, no request of its own.
 */
const modelLayers = [
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model/route'),
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model/editor'),
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model/sizing'),
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model/autosave'),
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model/save'),
  () => import(/* webpackMode: "eager" */ './pages/Configurator/model'),
];

// The app's models, then its pages, at bootstrap, in tasks after the one the remote's entry ran in.
export const lifecycles = createLazySpaLifecycles(async () => {
  await runInTasks(modelLayers);
  return (await import(/* webpackMode: "eager" */ './App')).App;
});
export const { bootstrap, mount, unmount } = lifecycles;
