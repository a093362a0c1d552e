import { whenIdle } from '@nahtlos/platform';
import { afterPageSettled } from './pageSettled';

/**
 * Fetches code an app needs later once the page has settled, at an idle moment: ahead of its use (offline too, also
 * before a service worker keeps the app) without sharing the phone's link with the first screen's code. `load` imports
 * a module that only marks the chunk (`import(/* webpackChunkName: "saved-design" *\/ './savedDesignFiles')`): the
 * chunk's files are fetched and registered, and none of its other modules runs until it is used. Running them ahead
 * was a first visit's longest task on a phone (issue 41). A failure is left to the use to retry.
 */
export function loadAfterPageSettled(load: () => Promise<unknown>): void {
  void afterPageSettled().then(() => whenIdle(() => void load().catch(() => undefined)));
}
