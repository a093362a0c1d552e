import { activate, createTestApp, createUser, json, latestMail, login, pathOf, registerUser, uniqueEmail, uniqueName, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  json(t.app, { method: 'POST', url: '/auth/user/register', payload: payload as object, headers });

describe('registration', () => {
  it('registers with the spec keys and sends an activation mail', async () => {
    const email = uniqueEmail();
    const response = await register({ name: uniqueName(), email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(t.app, email);
    expect(mail!.subject).toContain('E-Mail-Adresse');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:8080\/auth\/activation\/[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['missing name', { name: undefined }],
    ['short password', { password: 'kurz', password_confirmation: 'kurz' }],
    ['different passwords', { password_confirmation: 'anders-123' }],
    ['different emails', { email_repeat: 'other@example.com' }],
    ['bad email', { email: 'nope', email_repeat: 'nope' }],
    ['long name', { name: 'x'.repeat(21) }],
  ])('rejects %s with 400 JSON', async (_label, change) => {
    const email = uniqueEmail();
    const response = await register({ name: uniqueName(), email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String), details: expect.any(Array) }));
  });

  it('keeps email and username unique (username case-insensitively)', async () => {
    const first = await registerUser(t.app);
    const sameEmail = await register({ name: uniqueName(), email: first.email, email_repeat: first.email, password: 'geheim-123', password_confirmation: 'geheim-123' });
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().error).toBe('Emailadresse ist bereits im System oder etwas ist schiefgelaufen.');
    const email = uniqueEmail();
    const sameName = await register({ name: first.name.toUpperCase(), email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' });
    expect(sameName.statusCode).toBe(422);
  });

  it('rejects a form post without the XSRF token and accepts it with one', async () => {
    const email = uniqueEmail();
    const form = `name=${uniqueName()}&email=${encodeURIComponent(email)}&email_repeat=${encodeURIComponent(email)}&password=geheim-123&password_confirmation=geheim-123`;
    const bare = await t.app.inject({ method: 'POST', url: '/auth/user/register', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(bare.statusCode).toBe(403);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/auth/user/register',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('rejects a JSON post whose X-XSRF-TOKEN header does not match the cookie', async () => {
    const email = uniqueEmail();
    const response = await register(
      { name: uniqueName(), email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' },
      { cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'zyxwvutsrqponmlkjihgfedcba' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('activation and login', () => {
  it('only activated accounts can log in; activation redirects to /register/completed', async () => {
    const user = await registerUser(t.app);
    const early = await login(t.app, user.email, user.password);
    expect(early.statusCode).toBe(403);
    const activation = await activate(t.app, user.email);
    expect(activation.statusCode).toBe(303);
    expect(activation.headers.location).toBe('http://localhost:8080/register/completed');
    const again = await activate(t.app, user.email);
    expect(again.statusCode).toBe(303); // a second click on the used link of an active account
    const bogus = await t.app.inject({ method: 'GET', url: '/auth/activation/abcdefghijklmnopqrstuvwxyz012345' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.headers['content-type']).toContain('text/html');
    expect(bogus.body).toContain('Der Link ist ungültig oder abgelaufen.');
  });

  it('answers hasAppConnection false on the first login, then true', async () => {
    const user = await registerUser(t.app);
    await activate(t.app, user.email);
    const first = await login(t.app, user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.any(String), username: user.name, hasAppConnection: false });
    const second = await login(t.app, user.email.toUpperCase(), user.password);
    expect(second.json().hasAppConnection).toBe(true);
  });

  it('answers 401 with the same error for a wrong password and an unknown email', async () => {
    const user = await createUser(t.app);
    const wrong = await login(t.app, user.email, 'falsch-123');
    const unknown = await login(t.app, uniqueEmail(), 'falsch-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rejects malformed login bodies with 400', async () => {
    for (const payload of [{}, { email: 'x' }, { email: 'a@b.de', password: '' }, { email: 'a@b.de', password: 'x'.repeat(1001) }]) {
      const response = await json(t.app, { method: 'POST', url: '/api/app/auth/user/login', payload });
      expect(response.statusCode).toBe(400);
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/app/auth/user/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual(expect.any(String));
  });

  it('resends the activation mail, and answers the same for unknown addresses', async () => {
    const user = await registerUser(t.app);
    const before = await latestMail(t.app, user.email);
    const response = await json(t.app, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: user.email } });
    expect(response.statusCode).toBe(200);
    const after = await latestMail(t.app, user.email);
    expect(after!.links[0]).not.toBe(before!.links[0]);
    const unknown = await json(t.app, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: uniqueEmail() } });
    expect(unknown.statusCode).toBe(200);
    const invalid = await json(t.app, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: 'nope' } });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('logout and tokens', () => {
  it('revokes the token on GET /logout', async () => {
    const user = await createUser(t.app);
    expect((await json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token: user.token })).statusCode).toBe(200);
    const out = await json(t.app, { method: 'GET', url: '/logout', token: user.token });
    expect(out.statusCode).toBe(200);
    const after = await json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual(expect.any(String));
    expect((await json(t.app, { method: 'GET', url: '/logout' })).statusCode).toBe(200);
  });

  it('answers 401 for missing, malformed and unknown tokens', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer short', `Bearer ${'a'.repeat(43)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/app/custom-fabrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('password reset', () => {
  it('mails a link to a German page that sets a new password and revokes old tokens', async () => {
    const user = await createUser(t.app);
    const request = await json(t.app, { method: 'POST', url: '/auth/password/email', payload: { email: user.email } });
    expect(request.statusCode).toBe(200);
    expect(request.json().message).toBe('Wir haben dir eine E-Mail mit einer Anleitung zum Zurücksetzen deines Passworts geschickt.');
    const mail = await latestMail(t.app, user.email);
    const link = mail!.links.find((l) => l.includes('/auth/password/reset/'))!;
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Neues Passwort wählen');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // `no-referrer` would make browsers post the form below with `Origin: null` (refused as foreign)
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    const token = pathOf(link).split('/').pop()!;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${cookie.value}` };

    const noXsrf = await t.app.inject({ method: 'POST', url: '/auth/password/reset', payload: form({ token, password: 'neues-pw-1', password_confirmation: 'neues-pw-1' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(noXsrf.statusCode).toBe(403);
    const mismatch = await t.app.inject({ method: 'POST', url: '/auth/password/reset', payload: form({ token, password: 'neues-pw-1', password_confirmation: 'anders-pw-1', _xsrf: cookie.value }), headers });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('Die Passwörter stimmen nicht überein.');
    const ok = await t.app.inject({ method: 'POST', url: '/auth/password/reset', payload: form({ token, password: 'neues-pw-1', password_confirmation: 'neues-pw-1', _xsrf: cookie.value }), headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Passwort geändert');

    expect((await json(t.app, { method: 'GET', url: '/api/app/orders', token: user.token })).statusCode).toBe(401);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'neues-pw-1')).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/auth/password/reset', payload: form({ token, password: 'drittes-pw', password_confirmation: 'drittes-pw', _xsrf: cookie.value }), headers });
    expect(reused.statusCode).toBe(400);
  });

  it('answers 404 with the spec text for an unknown address and 400 for a bad one', async () => {
    const unknown = await json(t.app, { method: 'POST', url: '/auth/password/email', payload: { email: uniqueEmail() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Es gibt noch kein Konto mit dieser E-Mail Adresse.');
    expect((await json(t.app, { method: 'POST', url: '/auth/password/email', payload: { email: 'kaputt' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/auth/password/reset/not-a-real-token-aaaaaaaaaaaaa' })).statusCode).toBe(400);
  });
});

describe('browser security', () => {
  it('allows listed origins with credentials and ignores others', async () => {
    const allowed = await t.app.inject({ method: 'OPTIONS', url: '/api/app/pattern-projects', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await t.app.inject({ method: 'OPTIONS', url: '/api/app/pattern-projects', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses writes from foreign origins', async () => {
    const response = await json(t.app, { method: 'POST', url: '/api/app/auth/user/login', payload: { email: 'a@b.de', password: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it('sends helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lists the dev outbox only when dev routes are enabled', async () => {
    const prod = await createTestApp({ devRoutes: false }, t.database);
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('login timing', () => {
  it('costs about the same for an unknown email as for a wrong password (one argon2 verify each)', async () => {
    const user = await createUser(t.app);
    const stranger = uniqueEmail();
    const time = async (email: string) => {
      const start = performance.now();
      await login(t.app, email, 'falsch-123');
      return performance.now() - start;
    };
    // Interleaved (alternating which goes first), so a burst of load from parallel test workers
    // slows both kinds of login alike instead of only the one measured during it.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      if (i % 2) {
        unknownTimes.push(await time(stranger));
        knownTimes.push(await time(user.email));
      } else {
        knownTimes.push(await time(user.email));
        unknownTimes.push(await time(stranger));
      }
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4]!;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    // Without the dummy verify an unknown email answers ~10-50x faster; allow generous noise.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });
});

describe('mail server down', () => {
  it('still registers (resend is offered) and answers 503 for reset and resend', async () => {
    const broken = await createTestApp({ mailer: { send: async () => Promise.reject(new Error('SMTP down')) } }, t.database);
    try {
      const email = uniqueEmail();
      const payload = { name: uniqueName(), email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123' };
      expect((await json(broken.app, { method: 'POST', url: '/auth/user/register', payload })).statusCode).toBe(200);
      expect((await json(broken.app, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: email } })).statusCode).toBe(503);
      expect((await json(broken.app, { method: 'POST', url: '/auth/password/email', payload: { email } })).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});
