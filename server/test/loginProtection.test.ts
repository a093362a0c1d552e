import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE } from '../src/http/deviceCookie';
import { activate, createTestApp, registerUser, relaxedRateLimits, uniqueEmail, type TestApp } from './helpers';

/**
 * Login protection after OWASP's device-cookie scheme: an attacker's failures cannot lock the owner's
 * known device out, the attacker still gets 429, and nobody can change their IP with X-Forwarded-For.
 */
const LOGIN = '/api/app/auth/user/login';
const WRONG = 'falsch-123';
const MINUTE = 60_000;
const loginLimits = {
  loginPerIp: { max: 10, windowMs: MINUTE },
  loginPerEmail: { max: 10, windowMs: MINUTE },
  loginPerDevice: { max: 10, windowMs: MINUTE },
};

let t: TestApp;
/** "Yesterday's" server on the same database: logins there do not count against today's limits. */
let earlier: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...relaxedRateLimits, ...loginLimits } });
  earlier = await createTestApp({}, t.database);
});
afterAll(async () => {
  await earlier.close();
  await t.close();
});

let ipCounter = 0;
/** A fresh client address for every call: no per-IP counter gets in the way unless a test wants it. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

interface Attempt {
  email: string;
  password: string;
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function attempt(app: FastifyInstance, { email, password, ip, cookie, headers }: Attempt) {
  return app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { email, password },
    remoteAddress: ip ?? freshIp(),
    ...(cookie !== undefined ? { cookies: { [DEVICE_COOKIE]: cookie } } : {}),
    ...(headers ? { headers } : {}),
  });
}

const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

/** An activated account whose owner logged in on "yesterday's" server: the device cookie from that success. */
async function ownerWithKnownDevice() {
  const owner = await registerUser(t.app);
  await activate(t.app, owner.email);
  const response = await attempt(earlier.app, { email: owner.email, password: owner.password });
  expect(response.statusCode).toBe(200);
  const cookie = deviceCookieOf(response)!.value;
  return { ...owner, cookie };
}

/** The attacker's wrong passwords for `email`, each from another address, no device cookie. */
async function attack(email: string, count: number): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await attempt(t.app, { email, password: WRONG }));
  return responses;
}

function expectTooManyRequests(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual(expect.any(String));
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the device cookie', () => {
  it('is set on a successful login only: HttpOnly, SameSite=Strict, for the login route, a year, without the address', async () => {
    const owner = await registerUser(t.app);
    await activate(t.app, owner.email);
    expect(deviceCookieOf(await attempt(earlier.app, { email: owner.email, password: WRONG }))).toBeUndefined();

    const response = await attempt(earlier.app, { email: owner.email, password: owner.password });
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: LOGIN, maxAge: 365 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http://localhost here
    const localPart = owner.email.split('@')[0]!;
    const decodedParts = cookie.value.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'));
    expect([cookie.value, ...decodedParts].some((text) => text.toLowerCase().includes(localPart))).toBe(false);

    // Each success names a new device.
    const again = deviceCookieOf(await attempt(earlier.app, { email: owner.email, password: owner.password }))!;
    expect(again.value).not.toBe(cookie.value);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://nahtlos.example' }, t.database);
    try {
      const owner = await registerUser(t.app);
      await activate(t.app, owner.email);
      const response = await attempt(https.app, { email: owner.email, password: owner.password });
      expect(response.statusCode).toBe(200);
      expect(deviceCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await https.close();
    }
  });
});

describe('an attack on one account', () => {
  it("the attacker's 11th wrong login gets 429; the owner's known device still logs in; the owner's unknown device waits", async () => {
    const owner = await ownerWithKnownDevice();

    const responses = await attack(owner.email, 20);
    expect(responses.map((response) => response.statusCode)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expectTooManyRequests(responses[10]!);

    // The known device has its own allowance: a typo is a plain 401, the right password logs in.
    expect((await attempt(t.app, { email: owner.email, password: WRONG, cookie: owner.cookie })).statusCode).toBe(401);
    const known = await attempt(t.app, { email: owner.email, password: owner.password, cookie: owner.cookie });
    expect(known.statusCode).toBe(200);
    expect(known.json().token).toEqual(expect.any(String));
    expect(deviceCookieOf(known)).toBeDefined();

    // The accepted trade-off: a device that never logged in to this account is blocked with the attacker.
    expectTooManyRequests(await attempt(t.app, { email: owner.email, password: owner.password }));
  });

  it("a known device is not blocked by its address's counter (many users behind one proxy or NAT)", async () => {
    const owner = await ownerWithKnownDevice();
    const sharedIp = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(t.app, { email: uniqueEmail(), password: WRONG, ip: sharedIp })).statusCode).toBe(401);
    }
    expectTooManyRequests(await attempt(t.app, { email: uniqueEmail(), password: WRONG, ip: sharedIp }));
    expectTooManyRequests(await attempt(t.app, { email: owner.email, password: owner.password, ip: sharedIp }));
    expect((await attempt(t.app, { email: owner.email, password: owner.password, ip: sharedIp, cookie: owner.cookie })).statusCode).toBe(200);
  });

  it('a forged, tampered, foreign, expired or other account’s device cookie counts as an unknown device', async () => {
    const owner = await ownerWithKnownDevice();
    const other = await ownerWithKnownDevice();
    const foreignSecret = await createTestApp({ appSecret: 'another-secret' }, t.database);
    const lastYear = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    const outdated = await createTestApp({ now: () => lastYear }, t.database);
    const cookieFrom = async (app: FastifyInstance) =>
      deviceCookieOf(await attempt(app, { email: owner.email, password: owner.password }))!.value;
    let foreign: string;
    let expired: string;
    try {
      foreign = await cookieFrom(foreignSecret.app);
      expired = await cookieFrom(outdated.app);
    } finally {
      await foreignSecret.close();
      await outdated.close();
    }

    const parts = owner.cookie.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const withPart = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part)).join('.');
    const candidates: Record<string, string> = {
      garbage: 'v1.aaaa.bbbb.cccc.dddd',
      empty: '',
      otherAccount: other.cookie,
      tamperedDevice: withPart(2, flip(parts[2]!)),
      tamperedExpiry: withPart(3, 'zzzzzzzz'),
      tamperedSignature: withPart(4, flip(parts[4]!)),
      foreignSecret: foreign,
      expired,
    };

    expect((await attack(owner.email, 11)).map((response) => response.statusCode).slice(-1)).toEqual([429]);
    const outcomes: Record<string, number> = {};
    for (const [name, cookie] of Object.entries(candidates)) {
      outcomes[name] = (await attempt(t.app, { email: owner.email, password: owner.password, cookie })).statusCode;
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(candidates).map((name) => [name, 429])));
    // The genuine cookie, same password, same moment:
    expect((await attempt(t.app, { email: owner.email, password: owner.password, cookie: owner.cookie })).statusCode).toBe(200);
  });

  it('a known device that fails too often loses its own allowance and is counted like an unknown device', async () => {
    const owner = await ownerWithKnownDevice();
    const deviceIp = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(t.app, { email: owner.email, password: WRONG, ip: deviceIp, cookie: owner.cookie })).statusCode).toBe(401);
    }
    // Those ten were the device's own: neither its address nor the account's unknown-device allowance used any.
    expect((await attempt(t.app, { email: uniqueEmail(), password: WRONG, ip: deviceIp })).statusCode).toBe(401);
    const responses = await attack(owner.email, 11);
    expect(responses.map((response) => response.statusCode)).toEqual([...Array(10).fill(401), 429]);

    // Over its allowance the cookie is distrusted: even the right password now meets the account's exhausted limit.
    expectTooManyRequests(await attempt(t.app, { email: owner.email, password: owner.password, ip: deviceIp, cookie: owner.cookie }));
  });

  it('a distrusted device stays distrusted while it keeps trying, and gets its allowance back after a quiet window', async () => {
    const windowMs = 4000;
    const short = await createTestApp(
      { rateLimits: { ...relaxedRateLimits, ...loginLimits, loginPerDevice: { max: 2, windowMs } } },
      t.database,
    );
    const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
    try {
      const owner = await ownerWithKnownDevice();
      for (let i = 0; i < 10; i++) await attempt(short.app, { email: owner.email, password: WRONG });
      expect((await attempt(short.app, { email: owner.email, password: WRONG })).statusCode).toBe(429); // unknown devices: blocked for a minute

      const device = { email: owner.email, cookie: owner.cookie };
      const windowStart = Date.now();
      expect((await attempt(short.app, { ...device, password: WRONG })).statusCode).toBe(401);
      expect((await attempt(short.app, { ...device, password: WRONG })).statusCode).toBe(401);
      await sleepUntil(windowStart + 2000);
      expect((await attempt(short.app, { ...device, password: owner.password })).statusCode).toBe(429); // over its allowance
      // Past the end of the first window but within one window of the last try: still distrusted.
      await sleepUntil(windowStart + windowMs + 1000);
      expect((await attempt(short.app, { ...device, password: owner.password })).statusCode).toBe(429);
      // A whole quiet window later the device has its own allowance again, while unknown devices are still blocked.
      await sleepUntil(Date.now() + windowMs + 300);
      expect((await attempt(short.app, { ...device, password: owner.password })).statusCode).toBe(200);
      expect((await attempt(short.app, { email: owner.email, password: owner.password })).statusCode).toBe(429);
    } finally {
      await short.close();
    }
  }, 30_000);
});

describe('client addresses cannot be spoofed', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      rateLimits: {
        ...relaxedRateLimits,
        loginPerIp: { max: 10, windowMs: MINUTE },
        registerPerIp: { max: 5, windowMs: MINUTE },
        mailPerIp: { max: 5, windowMs: MINUTE },
      },
    });
  });
  afterAll(() => s.close());

  const rotatingForwardedFor = () => ({ 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  const statuses = async (count: number, send: (i: number) => Promise<LightMyRequestResponse>) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) codes.push((await send(i)).statusCode);
    return codes;
  };

  it('a rotating X-Forwarded-For from an untrusted address does not reset the login limit', async () => {
    const codes = await statuses(11, () =>
      attempt(s.app, { email: uniqueEmail(), password: WRONG, ip: '192.0.2.10', headers: rotatingForwardedFor() }),
    );
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('a rotating X-Forwarded-For from an untrusted address does not reset the registration limit', async () => {
    const codes = await statuses(6, (i) => {
      const email = uniqueEmail('spoof');
      return s.app.inject({
        method: 'POST',
        url: '/auth/user/register',
        remoteAddress: '192.0.2.11',
        headers: rotatingForwardedFor(),
        payload: { name: `spoof${i}${randomBytes(3).toString('hex')}`, email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' },
      });
    });
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a rotating X-Forwarded-For from an untrusted address does not reset the reset-mail or activation-mail limit', async () => {
    const mail = (url: string, field: string, ip: string) => () =>
      s.app.inject({ method: 'POST', url, remoteAddress: ip, headers: rotatingForwardedFor(), payload: { [field]: uniqueEmail('nobody') } });
    // Unknown addresses: the reset answers 404, and still counts.
    expect(await statuses(6, mail('/auth/password/email', 'email', '192.0.2.12'))).toEqual([404, 404, 404, 404, 404, 429]);
    expect(await statuses(6, mail('/auth/activation/send', 'emailToVerify', '192.0.2.13'))).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts an IPv6 client by its /64, so rotating the interface id does not help', async () => {
    const codes = await statuses(11, (i) => attempt(s.app, { email: uniqueEmail(), password: WRONG, ip: `2001:db8:7:9::${(i + 1).toString(16)}` }));
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    expect((await attempt(s.app, { email: uniqueEmail(), password: WRONG, ip: '2001:db8:7:a::1' })).statusCode).toBe(401);
  });

  it.each([
    ['the load balancers’ CIDR', '10.0.0.0/8'],
    ['a hop count of 1', 1],
  ])('behind a load balancer (TRUST_PROXY = %s) the client is the address the balancer saw, whatever the client prepends', async (_label, trustProxy) => {
    const behind = await createTestApp({ trustProxy, rateLimits: { ...relaxedRateLimits, loginPerIp: { max: 10, windowMs: MINUTE } } }, t.database);
    try {
      // The balancer (10.0.0.2) appends the socket address it saw; the client chose everything before it.
      const viaBalancer = (clientIp: string, claimed: string) =>
        attempt(behind.app, { email: uniqueEmail(), password: WRONG, ip: '10.0.0.2', headers: { 'x-forwarded-for': `${claimed}, ${clientIp}` } });
      const codes = await statuses(11, (i) => viaBalancer('203.0.113.50', `192.168.${i}.1`));
      expect(codes).toEqual([...Array(10).fill(401), 429]);
      expect((await viaBalancer('203.0.113.51', '192.168.0.1')).statusCode).toBe(401); // another client
    } finally {
      await behind.close();
    }
  });

  it('a client outside the trusted range is counted by its socket address, whatever it sends', async () => {
    const behind = await createTestApp({ trustProxy: '10.0.0.0/8', rateLimits: { ...relaxedRateLimits, loginPerIp: { max: 10, windowMs: MINUTE } } }, t.database);
    try {
      const codes = await statuses(11, (i) =>
        attempt(behind.app, { email: uniqueEmail(), password: WRONG, ip: '203.0.113.60', headers: { 'x-forwarded-for': `10.0.0.${i + 1}` } }),
      );
      expect(codes).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await behind.close();
    }
  });

  it('refuses TRUST_PROXY=true, which would make the client-chosen leftmost entry the address', async () => {
    await expect(createTestApp({ trustProxy: true }, t.database)).rejects.toThrow(/TRUST_PROXY=true/);
  });
});
