import { combine } from 'effector';
import { $fabricsState, $inspirationsState, $materialsState, $sewingPatternsState, type LoadState } from '@nahtlos/platform';
import { dropFirstPaintTap, replayFirstPaintTap } from './firstPaintTap';

/**
 * The prerendered first paint the shell's host may have written into the page (scripts/first-paint.cjs):
 * the route's app's first render in `#page-root > [data-first-paint]`, the frame's inside #frame-root.
 * Each app hydrates the very element that holds its first paint (React adopts the markup where it matches
 * its first render and renders afresh what does not): the frame #frame-root (src/frame/spa.tsx), a remote its container.
 */

/**
 * The element with `app`'s first paint, ready to be its container, or null (no first paint for it). Another
 * app's first paint is removed: the page's address moved on before the app started (the code loads after the
 * first paint), and no app will ever take it.
 */
export function takeFirstPaint(app: string): HTMLElement | null {
  let taken: HTMLElement | null = null;
  for (const element of document.querySelectorAll<HTMLElement>('#page-root > [data-first-paint]')) {
    if (element.dataset.app !== app) element.remove();
    else taken = element;
  }
  if (taken) delete taken.dataset.firstPaint;
  return taken;
}

/**
 * Makes a container that held a first paint usable: it was inert, its fields read-only (marked by the
 * renderer, shared-kernel/build/firstPaint/renderPage.mjs), so nothing typed went past the app's state. A tap
 * made on it meanwhile is made again, now that the app runs (firstPaintTap.ts).
 */
export function firstPaintReplaced(container: HTMLElement): void {
  container.removeAttribute('inert');
  for (const field of container.querySelectorAll('[data-first-paint-locked]')) {
    const locked = field.getAttribute('data-first-paint-locked');
    if (locked === 'readonly' || locked === 'disabled') field.removeAttribute(locked);
    field.removeAttribute('data-first-paint-locked');
  }
  replayFirstPaintTap(container);
}

/** Removes a first paint no app will replace (its app could not be loaded), and a tap made on it. */
export function dropFirstPaint(container: HTMLElement): void {
  container.removeAttribute('inert');
  container.replaceChildren();
  dropFirstPaintTap();
}

const settled = (state: LoadState) => state === 'loaded' || state === 'failed';
const $contentSettled = combine([$fabricsState, $materialsState, $sewingPatternsState, $inspirationsState], (states) => states.every(settled));

/**
 * Resolves when `container`'s first paint may be replaced: at once, unless the host rendered it with the
 * published content (`data-content-shown`); then once the platform shows the content too (or could not load
 * it), at most `timeoutMs` — else the app's first render would swap the fabrics for a loading line.
 */
export function firstPaintReplaceable(container: HTMLElement, timeoutMs = 5000): Promise<void> {
  if (!container.hasAttribute('data-content-shown')) return Promise.resolve();
  return new Promise((resolve) => {
    // eslint-disable-next-line effector/no-watch -- a one-off wait of the shell's mount, not app logic
    const unwatch = $contentSettled.watch((done) => done && queueMicrotask(finish));
    const timer = setTimeout(finish, timeoutMs);
    function finish() {
      clearTimeout(timer);
      unwatch();
      resolve();
    }
  });
}
