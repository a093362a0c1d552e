/**
 * A tap on a server-rendered page before its app has hydrated it does nothing (a link still navigates: it needs no
 * script). The shell keeps the latest such tap on a control, marked busy, and taps it again once the app has mounted.
 */
const TAPPABLE = 'button,summary,[role=button],[role=tab],[role=option],[role=radio],[role=checkbox],[role=switch],[role=menuitem]';

let waitingIn: HTMLElement | null = null;
let tapped: HTMLElement | null = null;

function forget(): HTMLElement | null {
  const control = tapped;
  tapped = null;
  control?.removeAttribute('aria-busy');
  return control;
}

function keepTap(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (!control || !waitingIn?.contains(control)) return;
  // its own action waits too (a form's button would send the form past the app)
  event.preventDefault();
  forget();
  control.setAttribute('aria-busy', 'true');
  tapped = control;
}

/** Keeps the taps on `element`'s server markup until takeEarlyTap. */
export function keepEarlyTaps(element: HTMLElement): void {
  waitingIn = element;
  document.addEventListener('click', keepTap, true);
}

/**
 * Stops keeping taps (the app is about to hydrate: React itself replays a tap made while it hydrates) and returns
 * the kept control, no longer marked busy, or null. The caller taps it again once the app has mounted.
 */
export function takeEarlyTap(): HTMLElement | null {
  document.removeEventListener('click', keepTap, true);
  waitingIn = null;
  return forget();
}
