/**
 * The prerendered first paint the shell's host may have written into the page (scripts/first-paint.cjs):
 * the route's app's loading state in `#page-root > [data-first-paint]`, the frame's inside #frame-root.
 * An app renders into the very element that holds its first paint: React clears a root's container in
 * its first commit, so the prerendered markup is replaced by the real one in the same frame, in place.
 */

/** The element with `app`'s first paint, ready to be its container, or null (no first paint for it). */
export function takeFirstPaint(app: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`#page-root > [data-first-paint][data-app="${app}"]`);
  if (!element) return null;
  delete element.dataset.firstPaint;
  return element;
}

/** Makes a container that held a first paint usable: it was inert so nothing typed into it got lost. */
export function firstPaintReplaced(container: HTMLElement): void {
  container.removeAttribute('inert');
}

/** Removes a first paint no app will replace (its app could not be loaded). */
export function dropFirstPaint(container: HTMLElement): void {
  container.removeAttribute('inert');
  container.replaceChildren();
}
