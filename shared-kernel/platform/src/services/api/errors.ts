/**
 * Reading a failed call's error without axios itself: screens import these from the platform's
 * entry, which must not pull the HTTP client into the first page's JavaScript.
 */
interface HttpError {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

/** axios' own test (`axios.isAxiosError`): its errors carry `isAxiosError: true`. */
const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** HTTP status of a failed call, or undefined for network errors/timeouts. */
export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The `code` of a failed call's JSON answer (`{ error, code }`), or undefined when it has none. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = isHttpError(error) ? (error.response?.data as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The German `error` text of a failed call's JSON answer, or undefined when it has none. */
export function errorMessageOf(error: unknown): string | undefined {
  const message = isHttpError(error) ? (error.response?.data as { error?: unknown } | undefined)?.error : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** True when the request never got an answer (offline, timeout, connection dropped). */
export function isNetworkError(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}
