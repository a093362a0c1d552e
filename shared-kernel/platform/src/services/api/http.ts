/**
 * The axios client every call goes through: same-origin relative URLs (the shell proxies /api,
 * /auth, /logout, /digital-products, /media), Accept JSON, bearer token, credentials, XSRF
 * cookie → header, a timeout, and the spec's silent logout on any 401.
 */
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';

export interface HttpClientOptions {
  /** '' in the app (same origin); an absolute URL for native builds. */
  baseURL?: string;
  /** Replaces the transport (tests and the simulation call the server in-process). */
  adapter?: AxiosAdapter;
  /** The stored bearer token, if any. */
  getToken: () => string | null | Promise<string | null>;
  /** Called for every 401 answer (the spec's silent logout). */
  onUnauthorized: () => void;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    withCredentials: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  client.interceptors.request.use(async (config) => {
    const token = await options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error) => {
      // A wrong password on the login call is not a session ending.
      const isLogin = axios.isAxiosError(error) && (error.config?.url ?? '').includes('/auth/user/login');
      if (axios.isAxiosError(error) && error.response?.status === 401 && !isLogin) options.onUnauthorized();
      return Promise.reject(error);
    },
  );
  return client;
}

export { isNetworkError, statusOf } from './errors';
