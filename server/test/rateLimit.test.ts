import { createTestApp, createUser, json, relaxedRateLimits, uniqueEmail, type TestApp } from './helpers';

// A short window keeps the test fast; the production window is one minute.
const WINDOW_MS = 1500;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...relaxedRateLimits,
      loginPerIp: { max: 10, windowMs: WINDOW_MS },
      loginPerEmail: { max: 12, windowMs: WINDOW_MS }, // createUser's own login counts for its email
      mailPerIp: { max: 100, windowMs: 60_000 },
      mailPerEmail: { max: 3, windowMs: 60_000 },
      registerPerIp: { max: 5, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/app/auth/user/login', payload: { email, password }, remoteAddress: ip });

it('the 11th wrong login within the window from one IP gets 429; the right password works after the window', async () => {
  const user = await createUser(t.app); // logs in once from 127.0.0.1, not from the IP below
  const ip = '203.0.113.7';
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await loginFrom(ip, user.email, 'falsch-123')).statusCode).toBe(401);
  }
  const blocked = await loginFrom(ip, user.email, user.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().error).toEqual(expect.any(String));
  expect(blocked.headers['retry-after']).toBeDefined();
  // Other IPs are not affected.
  expect((await loginFrom('203.0.113.8', uniqueEmail(), 'x-12345678')).statusCode).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
  expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
});

it('limits logins per email across IPs', async () => {
  const email = uniqueEmail();
  for (let attempt = 1; attempt <= 12; attempt++) {
    expect((await loginFrom(`198.51.100.${attempt}`, email, 'falsch-123')).statusCode).toBe(401);
  }
  expect((await loginFrom('198.51.100.200', email, 'falsch-123')).statusCode).toBe(429);
});

it('limits reset and activation mails per email', async () => {
  const user = await createUser(t.app);
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    codes.push((await json(t.app, { method: 'POST', url: '/auth/password/email', payload: { email: user.email } })).statusCode);
  }
  expect(codes).toEqual([200, 200, 200, 429]);
  const resend: number[] = [];
  for (let i = 0; i < 4; i++) {
    resend.push((await json(t.app, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: user.email } })).statusCode);
  }
  expect(resend).toEqual([200, 200, 200, 429]);
});

it('limits registrations per IP', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/user/register',
      remoteAddress: '192.0.2.44',
      payload: { name: `r${i}${Date.now() % 100000}`, email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' },
    });
    codes.push(response.statusCode);
  }
  expect(codes.slice(0, 5).every((code) => code === 200)).toBe(true);
  expect(codes[5]).toBe(429);
});

it('by default believes no X-Forwarded-For: rotating it straight to the API port, even from loopback, does not escape the limit', async () => {
  const t = await createTestApp({ rateLimits: { ...relaxedRateLimits, loginPerIp: { max: 10, windowMs: 60_000 } } });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/auth/user/login',
        payload: { email: uniqueEmail(), password: 'falsch-123' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.0.1.${i}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  } finally {
    await t.close();
  }
});

it('takes the client IP from X-Forwarded-For only when the sender is a trusted (loopback) proxy', async () => {
  // a window of its own that cannot run out while a loaded machine works through eleven logins
  const t = await createTestApp({ trustProxy: 'loopback', rateLimits: { ...relaxedRateLimits, loginPerIp: { max: 10, windowMs: 60_000 } } });
  try {
    const email = () => uniqueEmail();
    const spoofed = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/app/auth/user/login', payload: { email: email(), password: 'falsch-123' }, remoteAddress: '192.0.2.99', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await spoofed(i)).statusCode);
    expect(codes[10]).toBe(429); // rotating X-Forwarded-For from an untrusted sender does not help

    const viaProxy = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/app/auth/user/login', payload: { email: email(), password: 'falsch-123' }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) expect((await viaProxy('198.18.0.1')).statusCode).toBe(401);
    expect((await viaProxy('198.18.0.1')).statusCode).toBe(429);
    expect((await viaProxy('198.18.0.2')).statusCode).toBe(401); // another client behind the same proxy
  } finally {
    await t.close();
  }
});
