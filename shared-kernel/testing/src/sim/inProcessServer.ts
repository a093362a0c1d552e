/**
 * The real provider server (server/src/app.ts) in this process on an in-memory PGlite, reached
 * through an axios adapter that calls `app.inject`: no ports, no sockets. Node only (simulation
 * and bench). The server is loaded with require() so the kernel's typecheck does not compile it.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

interface InjectResponse {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}
export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
interface ServerApp {
  inject(request: InjectRequest): Promise<InjectResponse>;
  ready(): Promise<unknown>;
  close(): Promise<unknown>;
}

export interface InProcessServer {
  inject(request: InjectRequest): Promise<InjectResponse>;
  /**
   * Registers, activates and logs in a fresh user; returns its credentials. `cameraFeature`: the
   * account buys the photo feature (a signed test receipt through the purchase route), which the
   * server requires for creating custom fabrics.
   */
  createUser(options?: { cameraFeature?: boolean }): Promise<{ email: string; password: string; token: string; username: string }>;
  close(): Promise<void>;
}

const generous = { max: 1_000_000, windowMs: 60_000 };
const RECEIPT_SECRET = 'in-process-receipts';
const { signTestReceipt } = require('@nahtlos/server/src/services/purchases/testReceipts') as {
  signTestReceipt(payload: { product_id: string; transaction_id: string; purchased_at: string; state: 'purchased' | 'refunded' }, secret: string): string;
};

/** `overrides`: extra server options (e.g. `testReceiptSecret`, `devRoutes`, `payments`). */
export async function startInProcessServer(overrides: Record<string, unknown> = {}): Promise<InProcessServer> {
  const { buildApp } = require('@nahtlos/server/src/app') as { buildApp(options: unknown): Promise<ServerApp> };
  const mails: { to: string; text: string }[] = [];
  const app = await buildApp({
    database: 'memory://',
    devMode: false,
    appSecret: 'simulation-secret',
    publicUrl: 'http://localhost:8080',
    mailer: { send: async (message: { to: string; text: string }) => void mails.unshift(message) },
    testReceiptSecret: RECEIPT_SECRET,
    rateLimits: {
      loginPerIp: generous,
      loginPerEmail: generous,
      registerPerIp: generous,
      registerPerEmail: generous,
      mailPerIp: generous,
      mailPerEmail: generous,
    },
    ...overrides,
  });
  await app.ready();
  const receiptSecret = (overrides.testReceiptSecret as string | undefined) ?? RECEIPT_SECRET;
  const buyCameraFeature = async (token: string, transactionId: string) => {
    const product_id = 'extra_feature_camera';
    const receipt = signTestReceipt({ product_id, transaction_id: transactionId, purchased_at: new Date().toISOString(), state: 'purchased' }, receiptSecret);
    const bought = await app.inject({
      method: 'POST',
      url: '/api/app/purchases',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ platform: 'test', product_id, transaction_id: transactionId, receipt }),
    });
    if (bought.statusCode !== 200) throw new Error(`purchase: ${bought.statusCode} ${bought.body}`);
  };
  let userSeq = 0;

  return {
    inject: (request) => app.inject(request),
    async createUser({ cameraFeature = false } = {}) {
      const n = ++userSeq;
      const username = `sim${n}x${Math.random().toString(36).slice(2, 8)}`.slice(0, 20);
      const email = `${username}@example.com`;
      const password = 'geheim-123';
      const json = { 'content-type': 'application/json' };
      const registered = await app.inject({
        method: 'POST',
        url: '/auth/user/register',
        headers: json,
        payload: JSON.stringify({ name: username, email, email_repeat: email, password, password_confirmation: password }),
      });
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
      const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+\/auth\/activation\/\S+/)?.[0];
      if (!link) throw new Error('no activation mail');
      await app.inject({ method: 'GET', url: new URL(link).pathname, headers: {} });
      const login = await app.inject({ method: 'POST', url: '/api/app/auth/user/login', headers: json, payload: JSON.stringify({ email, password }) });
      if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
      const body = JSON.parse(login.body) as { token: string; username: string };
      if (cameraFeature) await buyCameraFeature(body.token, `${username}-camera`);
      return { email, password, token: body.token, username: body.username };
    },
    close: async () => {
      await app.close();
    },
  };
}

/** Turns an axios request config into an inject request (URL with query, JSON body, flat headers). */
export function toInjectRequest(config: InternalAxiosRequestConfig): InjectRequest {
  const url = new URL(axios.getUri(config), 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) headers[key.toLowerCase()] = String(value);
  }
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: `${url.pathname}${url.search}`,
    headers,
    payload: typeof config.data === 'string' ? config.data : config.data === undefined ? undefined : JSON.stringify(config.data),
  };
}

/** Settles like axios' own adapters: validateStatus decides between resolve and AxiosError. */
export function settle(config: InternalAxiosRequestConfig, response: InjectResponse): AxiosResponse {
  const result: AxiosResponse = {
    data: response.body,
    status: response.statusCode,
    statusText: String(response.statusCode),
    headers: new AxiosHeaders(response.headers as Record<string, string>),
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(response.statusCode)) return result;
  throw new AxiosError(`Request failed with status code ${response.statusCode}`, AxiosError.ERR_BAD_RESPONSE, config, {}, result);
}

export function networkError(config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
}

/** A plain adapter onto the in-process server (bench). */
export function injectAdapter(server: InProcessServer, onRequest?: (request: InjectRequest) => void): AxiosAdapter {
  return async (config) => {
    const request = toInjectRequest(config);
    onRequest?.(request);
    return settle(config, await server.inject(request));
  };
}
