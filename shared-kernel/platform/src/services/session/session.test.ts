import { setLogSinks } from '../logging/logger';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { createApi } from '../api/endpoints';
import { createHttpClient } from '../api/http';
import { testContext } from '../../../test/testContext';
import { createSessionService } from './session';

// Expected warnings (failed logins, missing fabrics) are asserted with captureLogs where they matter.
let restoreLogs: () => void;
beforeAll(() => {
  restoreLogs = setLogSinks([]);
});
afterAll(() => restoreLogs());

function fakeServer(status: Record<string, number> = {}) {
  const seen: { url: string; method: string; headers: Record<string, unknown>; data?: string }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    seen.push({ url, method: config.method ?? 'get', headers: AxiosHeaders.from(config.headers).toJSON(), data: config.data });
    const code = status[url] ?? 200;
    const data = url.includes('login') ? { token: 'tok-123456789012345678901', username: 'anna', hasAppConnection: false } : { pattern_projects: [] };
    const response = { data, status: code, statusText: '', headers: {}, config, request: {} };
    if (code >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return { adapter, seen };
}

function setup(status?: Record<string, number>) {
  const { ctx, store, events } = testContext();
  const server = fakeServer(status);
  const http = createHttpClient({ adapter: server.adapter, getToken: () => session.token(), onUnauthorized: () => void session.expire() });
  Object.assign(ctx, { api: createApi(http) });
  const session = createSessionService(ctx);
  return { session, store, events, server, http: ctx.api };
}

it('logs in: stores token, username, login status and app connection; fires loggedIn', async () => {
  const { session, store, events } = setup();
  expect(await session.login('anna@example.de', 'geheim123')).toEqual({ ok: true, username: 'anna', hasAppConnection: false });
  expect(await store.getItem('token')).toBe('tok-123456789012345678901');
  expect(await store.getItem('username')).toBe('anna');
  expect(await store.getItem('login_status')).toBe(true);
  expect(await store.getItem('app_connection_status')).toBe(false);
  expect(session.account()).toBe('anna');
  expect(events).toEqual(['loggedIn:anna']);
});

it('an invalid form or a failed login answers the spec text', async () => {
  expect(await setup().session.login('anna', 'x')).toEqual({ ok: false, error: 'Ungültige Zugangsdaten.' });
  const failing = setup({ '/api/app/auth/user/login': 401 });
  expect(await failing.session.login('anna@example.de', 'falsch')).toEqual({ ok: false, error: 'Ungültige Zugangsdaten.' });
  expect(failing.events).toEqual([]); // a wrong password is not a session expiry
});

it('a right password of an unconfirmed account still answers the spec text, marked as not activated', async () => {
  const { ctx } = testContext();
  const adapter: AxiosAdapter = async (config) => {
    const data = { error: 'Bitte bestätige zuerst deine E-Mail-Adresse.', code: 'not_activated' };
    throw new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, { data, status: 403, statusText: '', headers: {}, config });
  };
  Object.assign(ctx, { api: createApi(createHttpClient({ adapter, getToken: () => null, onUnauthorized: () => undefined })) });
  expect(await createSessionService(ctx).login('anna@example.de', 'geheim123')).toEqual({
    ok: false,
    error: 'Ungültige Zugangsdaten.',
    notActivated: true,
  });
  // another refusal with 403 (an origin the server does not trust) is no hint about the account
  const refused = setup({ '/api/app/auth/user/login': 403 });
  expect(await refused.session.login('anna@example.de', 'geheim123')).toEqual({ ok: false, error: 'Ungültige Zugangsdaten.' });
});

it('restores a stored session; logout clears it', async () => {
  const { session, store, events } = setup();
  await store.setItem('token', 'tok-123456789012345678901');
  await store.setItem('username', 'anna');
  await store.setItem('login_status', true);
  expect(await session.restore()).toMatchObject({ loggedIn: true, username: 'anna' });
  await session.logout();
  expect(await store.getItem('token')).toBeNull();
  expect(await store.getItem('username')).toBeNull();
  expect(await store.getItem('login_status')).toBe(false);
  expect(session.account()).toBe('anonymous');
  expect(events).toContain('loggedOut');
});

it('sends bearer token and Accept JSON; any 401 silently clears username and login flag', async () => {
  const { session, store, events, server, http } = setup({ '/api/app/pattern-projects': 401 });
  await session.login('anna@example.de', 'geheim123');
  await expect(http.listPatternProjects()).rejects.toBeInstanceOf(AxiosError);
  const call = server.seen.find((c) => c.url === '/api/app/pattern-projects')!;
  expect(call.headers.Authorization).toBe('Bearer tok-123456789012345678901');
  expect(call.headers.Accept).toContain('application/json');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(events).toContain('sessionExpired');
  expect(await store.getItem('username')).toBeNull();
  expect(await store.getItem('login_status')).toBe(false);
});

it('registration, resend and password reset give the spec texts', async () => {
  const { session } = setup({ '/auth/user/register': 422, '/auth/password/email': 404 });
  const form = { username: 'anna', email: 'anna@example.de', password: 'geheim123', passwordConfirmation: 'geheim123' };
  expect(await session.register({ ...form, passwordConfirmation: 'anders123' })).toEqual({ ok: false, error: 'Die Passwörter stimmen nicht überein.' });
  expect(await session.register(form)).toEqual({ ok: false, error: 'Emailadresse ist bereits im System oder etwas ist schiefgelaufen.' });
  expect(await session.requestPasswordReset('anna@example.de')).toEqual({ ok: false, error: 'Es gibt noch kein Konto mit dieser E-Mail Adresse.' });
  expect(await session.resendActivation('anna@example.de')).toEqual({ ok: true, message: 'Wir haben dir eine E-Mail geschickt.' });
});

it('remembers the not-connected warning once confirmed', async () => {
  const { session } = setup();
  expect(await session.notConnectedWarningAcknowledged()).toBe(false);
  await session.acknowledgeNotConnectedWarning();
  expect(await session.notConnectedWarningAcknowledged()).toBe(true);
});
