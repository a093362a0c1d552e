import { whenIdle } from '@nahtlos/platform';
import { afterPageSettled } from './pageSettled';

/**
 * Fetches code an app needs later (`load`: its import()) once the page has settled, at an idle moment: ahead of its use
 * (offline too) without sharing the phone's link with the first screen's code. A failure is left to the use to retry.
 */
export function loadAfterPageSettled(load: () => Promise<unknown>): void {
  void afterPageSettled().then(() => whenIdle(() => void load().catch(() => undefined)));
}
