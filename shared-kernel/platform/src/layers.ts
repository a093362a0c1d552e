/**
 * @nahtlos/platform/layers — the platform's modules from the bottom up, for the host that provides the platform: it
 * evaluates them one by one, each in a task of its own, before it imports the platform's root (shell/src/index.ts).
 * Creating effector units while effector's code is still cold is the start's largest cost: the bus in one task was
 * 16–35 ms on a 2-core VM, the services 19–31 ms (issue 41). A module is evaluated once: the root then finds these
 * done. One chunk with the host's start ("platform-kernel"), so no layer is a request of its own. `yieldToMain` comes
 * along for the host to end a task between two layers (this module loads nothing else).
 */
export { yieldToMain } from './services/scheduling';

export const platformLayers: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "platform-kernel" */ './bus/account'),
  () => import(/* webpackChunkName: "platform-kernel" */ './bus/content'),
  () => import(/* webpackChunkName: "platform-kernel" */ './bus/frame'),
  () => import(/* webpackChunkName: "platform-kernel" */ './bus/index'),
  () => import(/* webpackChunkName: "platform-kernel" */ './services/kernel'),
  () => import(/* webpackChunkName: "platform-kernel" */ './services/uploads'),
  () => import(/* webpackChunkName: "platform-kernel" */ './services/index'),
];
