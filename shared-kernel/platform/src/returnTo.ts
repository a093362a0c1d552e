/**
 * Where the account screens go back to when they are done: a page that needed an account (the photo
 * feature's purchase) sends the user to `/login?redirect=/foto-feature`, and login, registration and the
 * first-login page carry the address on until the user is back there. Only the app's own pages are
 * accepted (never another site, never an account screen itself, which would go round in circles).
 */
export const RETURN_TO_PARAM = 'redirect';

/** Account screens: returning to one of them after logging in would start the account flow again. */
const ACCOUNT_SCREENS = /^\/(login|register|forgot|load\/patterns)(\/|$)/;

/** The in-app path `value` names (path, query and fragment), or null for anything else. */
export function safeReturnPath(value: string | null | undefined): string | null {
  // '//host' and '/\host' are read as another site by browsers
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' || ACCOUNT_SCREENS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return address of a location's query (`location.search`), or null when there is none (or none allowed). */
export function returnToOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** `path` carrying the return address on, e.g. `/login?redirect=%2Ffoto-feature`; `path` alone without one. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const target = safeReturnPath(returnTo);
  if (!target) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}
