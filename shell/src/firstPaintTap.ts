/**
 * A tap on the first paint before the app took over is not lost: the page's inline loader
 * (scripts/code-after-paint.cjs) keeps the tapped control, marked busy, and the shell taps it again once the
 * route's app has mounted into that first paint.
 */

/** Where the loader leaves the tapped control, and its busy mark (the names of code-after-paint.cjs). */
export const PENDING_TAP = '__nahtlosPendingTap';
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

type WithPendingTap = Window & { [PENDING_TAP]?: HTMLElement };

/** The control tapped before the app took over, no longer marked busy; null when there was no tap. */
function takePendingTap(): HTMLElement | null {
  const page = window as WithPendingTap;
  const tapped = page[PENDING_TAP] ?? null;
  delete page[PENDING_TAP];
  tapped?.removeAttribute(TAP_PENDING_ATTRIBUTE);
  tapped?.removeAttribute('aria-busy');
  return tapped;
}

/** Attributes that name a control whatever its state: its address, its label, the app's data attributes. */
const identifying = (name: string) => name === 'id' || name === 'href' || name === 'aria-label' || (name.startsWith('data-') && name !== TAP_PENDING_ATTRIBUTE);

function identityOf(element: Element): string {
  const attributes = [...element.attributes].filter((attribute) => identifying(attribute.name)).map((attribute) => `${attribute.name}=${attribute.value}`);
  return [element.tagName, ...attributes.sort(), element.textContent?.trim() ?? ''].join('\n');
}

/**
 * Taps again, in `container` (the app that has just mounted into the first paint), the control tapped before: the
 * very element where the app adopted the first paint (hydration), else the one of the app's render with the same
 * identity (rendered afresh). Nothing when there is no single such control.
 */
export function replayFirstPaintTap(container: HTMLElement): void {
  const tapped = takePendingTap();
  if (!tapped) return;
  if (tapped.isConnected) {
    if (container.contains(tapped)) tapped.click();
    return;
  }
  const identity = identityOf(tapped);
  const same = [...container.getElementsByTagName(tapped.tagName)].filter((candidate) => identityOf(candidate) === identity);
  if (same.length === 1) (same[0] as HTMLElement).click();
}

/** Forgets a tap whose app could not be mounted (its first paint is dropped). */
export function dropFirstPaintTap(): void {
  takePendingTap();
}
