// Bad input through the app's own origin (the shell's proxy in front of the provider server), as an
// attacker would send it: never a 5xx, errors as JSON, 413 for oversized bodies; and the page's
// security headers do what they say.
import type { Response } from '@playwright/test';
import { remoteOrigin, shellOrigin } from '../support/origins';
import fc from 'fast-check';
import { apiLogin, createActiveAccount, waitForProviderServer } from '../support/account';
import { rawRequest, type RawRequest, type RawResponse } from '../support/rawHttp';
import { expect, test } from '../support/test';

const ORIGIN = shellOrigin;
/** The shell proxy's own limit (the server's largest route limit is 15 MB). */
const PROXY_BODY_LIMIT = 15 * 1024 * 1024;

/** Every provider route the shell proxies, `:id` filled in by the generator. */
const ROUTES = [
  '/api/app/auth/user/login',
  '/auth/user/register',
  '/auth/activation/send',
  '/auth/password/email',
  '/auth/activation/:id',
  '/auth/password/reset/:id',
  '/auth/password/reset',
  '/logout',
  '/api/app/pattern-projects',
  '/api/app/pattern-project',
  '/api/app/pattern-project/:id',
  '/api/app/custom-fabrics',
  '/api/app/custom-fabric',
  '/api/app/custom-fabric/:id',
  '/api/app/custom-fabric/image/:id',
  '/api/app/orders',
  '/api/app/entitlements',
  '/api/app/purchases',
  '/api/app/checkout',
  '/api/stripe/webhook',
  '/dev/checkout/:id',
  '/dev/checkout/:id/pay',
  '/digital-products/download?asset=:id',
  '/digital-products/cover/:id.jpg',
  '/api/app/fabrics',
  '/api/app/sewing-patterns?meta=:id',
  '/api/app/materials',
  '/api/app/inspirations',
  '/api/app/inspirations/:id',
  '/media/:id',
  '/api/health',
  '/dev/mail?to=:id',
];
/** The server's German pages (mail links, the reset form) answer errors as HTML on purpose. */
const HTML_PAGES = /^\/auth\/(activation\/|password\/reset)/;

const NASTY = ['\u0000', '\ud800', '\udfff', '\u202e', '\u2066', '\ufeff', '../', '%00', '%2e%2e%2f', '\\', '"', '<svg onload=x>'];
/** Strings full of what databases and renderers choke on: NUL, lone surrogates, bidi overrides. */
const nastyString = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...NASTY), fc.string({ maxLength: 10 }))
  .map(([a, nasty, b]) => `${a}${nasty}${b}`);
const anyString = fc.oneof(nastyString, fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 30 }));

/** Every UTF-8 byte as %XX (encodeURIComponent throws on lone surrogates). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const id = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  anyString.map(percentEncoded),
  // NUL, an encoded lone surrogate, an overlong slash, traversal, a very long id
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '..%2f..%2fetc%2fpasswd', '%E2%80%AE', 'a'.repeat(300)),
);

/** `{"a":{"a":…}}` or `[[[…]]]` nested `depth` levels: small bodies that overflow recursive code. */
const deepJson = (depth: number, kind: 'object' | 'array') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const jsonBody = fc.oneof(
  fc.record({
    patternProject: fc.record({
      pattern_project_id: fc.oneof(fc.stringMatching(/^[A-Z0-9]{26}$/), anyString),
      name: anyString,
      sewing_pattern: fc.oneof(fc.record({ id: anyString, areas: fc.array(fc.record({ id: anyString, fabric: anyString }), { maxLength: 3 }) }), fc.jsonValue()),
      svg: anyString,
    }, { requiredKeys: [] }),
  }),
  fc.record({ customFabric: fc.record({ fabric_id: anyString, name: anyString, width: fc.integer(), height: fc.integer() }, { requiredKeys: [] }), fabricImage: anyString }, { requiredKeys: [] }),
  fc.record({ platform: fc.oneof(fc.constantFrom('test', 'ios-appstore', 'android-playstore'), anyString), product_id: fc.oneof(fc.constant('extra_feature_camera'), anyString), transaction_id: anyString, receipt: anyString }, { requiredKeys: [] }),
  fc.record({ id: anyString, type: fc.constantFrom('checkout.session.completed', 'charge.refunded'), data: fc.jsonValue({ maxDepth: 3 }) }, { requiredKeys: [] }),
  fc.record({ email: anyString, password: anyString, name: anyString, email_repeat: anyString, password_confirmation: anyString, emailToVerify: anyString }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 4 }),
).map((value) => Buffer.from(JSON.stringify(value)));

const body = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((bytes) => ({ bytes, type: 'application/json' })) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 500, max: 6000 }), fc.constantFrom<'object' | 'array'>('object', 'array')).map(([depth, kind]) => ({ bytes: Buffer.from(`{"patternProject":{"pattern_project_id":"01HZZZZZZZZZZZZZZZZZZZZZZZ","name":"x","svg":"<svg/>","sewing_pattern":${deepJson(depth, kind)}}}`), type: 'application/json' })) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ bytes: Buffer.from(bytes), type: 'application/json' })) },
  { weight: 1, arbitrary: anyString.map((value) => ({ bytes: Buffer.from(`email=${percentEncoded(value)}&token=${percentEncoded(value)}&password=x`), type: 'application/x-www-form-urlencoded' })) },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '').map((type) => ({ bytes: Buffer.from('{"a":1}'), type })) },
  // over a route's limit but under the proxy's (the server answers), and over the proxy's (the proxy answers)
  { weight: 1, arbitrary: fc.constantFrom(2 * 1024 * 1024, PROXY_BODY_LIMIT + 1024).map((size) => ({ bytes: Buffer.alloc(size, 0x61), type: 'application/json' })) },
);

const requests = (token: string) =>
  fc.record({
    method: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD'),
    route: fc.constantFrom(...ROUTES),
    id,
    body: fc.option(body, { freq: 3 }),
    auth: fc.constantFrom('none', 'valid', 'junk'),
    expectContinue: fc.boolean(),
    encoding: fc.option(fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-nonsense'), { freq: 3 }),
    forwardedFor: fc.option(fc.ipV4(), { freq: 3 }),
  }).map((spec): RawRequest => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (spec.auth === 'valid') headers.authorization = `Bearer ${token}`;
    if (spec.auth === 'junk') headers.authorization = 'Bearer \u00ff\u00fe';
    if (spec.expectContinue) headers.expect = '100-continue';
    if (spec.encoding) headers['content-encoding'] = spec.encoding;
    if (spec.forwardedFor) headers['x-forwarded-for'] = spec.forwardedFor;
    if (spec.method === 'OPTIONS') Object.assign(headers, { origin: ORIGIN, 'access-control-request-method': 'POST' });
    const sendsBody = spec.body && !['GET', 'HEAD'].includes(spec.method);
    if (sendsBody && spec.body!.type) headers['content-type'] = spec.body!.type;
    const request = { method: spec.method, path: spec.route.replace(':id', spec.id), headers, body: sendsBody ? spec.body!.bytes : undefined };
    // a counterexample is reported by its description, not megabytes of body bytes
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });

function decodable(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function describeRequest(request: RawRequest) {
  return `${request.method} ${request.path.slice(0, 120)} (${request.body?.length ?? 0} bytes: ${request.body?.subarray(0, 120).toString('utf8') ?? ''}; headers ${JSON.stringify(request.headers).slice(0, 200)})`;
}

function describe(request: RawRequest, response: RawResponse) {
  return `${describeRequest(request)} → ${response.status} ${response.body.toString('utf8').slice(0, 200)}`;
}

test.describe('hardening through the app’s origin', () => {
  test('fuzz: every proxied route and method, nasty strings, deep nesting, odd encodings, Expect, oversized bodies — no 5xx, JSON errors, 413 for oversize', async ({ request }) => {
    test.setTimeout(300_000);
    await waitForProviderServer(request);
    const user = await createActiveAccount(request);
    const { token } = await apiLogin(request, user);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests(token), async (fuzzed) => {
        const response = await rawRequest(ORIGIN, fuzzed);
        sent += 1;
        const what = describe(fuzzed, response);
        expect(response.status, what).toBeLessThan(500);
        const path = fuzzed.path.split('?')[0];
        const isError = response.status >= 400;
        if (isError && fuzzed.method !== 'HEAD' && !HTML_PAGES.test(path)) {
          expect(response.headers['content-type'], what).toMatch(/^application\/json/);
          expect(() => JSON.parse(response.body.toString('utf8')), what).not.toThrow();
        }
        // refused for its size unless refused earlier for its encoding label or an undecodable URL
        const encoded = fuzzed.headers?.['content-encoding'] && fuzzed.headers['content-encoding'] !== 'identity';
        if ((fuzzed.body?.length ?? 0) > PROXY_BODY_LIMIT && !encoded && decodable(fuzzed.path)) expect(response.status, what).toBe(413);
      }),
      { numRuns: 400, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(400);
  });

  test('the known holes: NUL, lone surrogate, deep nesting, oversize, gzip label and Expect answer 4xx JSON through the proxy', async ({ request }) => {
    await waitForProviderServer(request);
    const user = await createActiveAccount(request);
    const { token } = await apiLogin(request, user);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const project = (fields: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ patternProject: { pattern_project_id: `01HARDENING${Date.now()}`, name: 'Jacke', sewing_pattern: { id: 'jacke-paul', areas: [] }, svg: '<svg/>', ...fields } }));
    const cases: [string, RawRequest, number][] = [
      ['NUL in a name', { method: 'POST', path: '/api/app/pattern-project', headers: auth, body: project({ name: 'a\u0000b' }) }, 400],
      ['NUL in the SVG', { method: 'POST', path: '/api/app/pattern-project', headers: auth, body: project({ svg: '<svg>\u0000</svg>' }) }, 400],
      ['lone surrogate in sewing_pattern', { method: 'POST', path: '/api/app/pattern-project', headers: auth, body: project({ sewing_pattern: { id: '\ud800', areas: [] } }) }, 400],
      ['4,100 levels deep', { method: 'POST', path: '/api/app/pattern-project', headers: auth, body: Buffer.from(`{"patternProject":{"pattern_project_id":"01HDEEP","name":"x","svg":"<svg/>","sewing_pattern":${deepJson(4100, 'object')}}}`) }, 400],
      ['over the route limit', { method: 'POST', path: '/api/app/auth/user/login', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(2 * 1024 * 1024, 0x61) }, 413],
      ['over the proxy limit', { method: 'POST', path: '/api/app/custom-fabric', headers: auth, body: Buffer.alloc(PROXY_BODY_LIMIT + 1, 0x61) }, 413],
      ['gzip-labelled body', { method: 'POST', path: '/api/app/auth/user/login', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: Buffer.from('{"email":"a@b.de"}') }, 415],
    ];
    for (const [name, sent, status] of cases) {
      const response = await rawRequest(ORIGIN, sent);
      expect(response.status, `${name}: ${describe(sent, response)}`).toBe(status);
      expect(response.headers['content-type'], name).toMatch(/^application\/json/);
      expect(JSON.parse(response.body.toString('utf8')).error, name).toEqual(expect.any(String));
    }
    // Expect: 100-continue is answered and the request goes through to the server
    const login = await rawRequest(ORIGIN, { method: 'POST', path: '/api/app/auth/user/login', headers: { 'content-type': 'application/json', expect: '100-continue' }, body: Buffer.from(JSON.stringify({ email: user.email, password: user.password })) });
    expect(login.status, login.body.toString()).toBe(200);
    // nothing of the above was stored
    const list = await rawRequest(ORIGIN, { method: 'GET', path: '/api/app/pattern-projects', headers: { authorization: `Bearer ${token}` } });
    expect(JSON.parse(list.body.toString()).pattern_projects).toEqual([]);
  });

  test('the proxy answers a client that asks to close with Connection: close, not the provider server’s keep-alive', async () => {
    for (const path of ['/api/health', '/api/app/sewing-patterns?meta=true']) {
      const response = await rawRequest(ORIGIN, { method: 'GET', path, headers: { connection: 'close' } });
      expect(response.status, path).toBe(200);
      expect({ connection: response.headers.connection, keepAlive: response.headers['keep-alive'] }, path).toEqual({ connection: 'close', keepAlive: undefined });
    }
  });
});

test.describe('the app’s security headers', () => {
  // these tests provoke violations to show that the policy is enforced
  test.use({ cspViolationsExpected: true });

  test('the app’s pages send a CSP with frame-ancestors none and the other security headers; a foreign page cannot frame the app', async ({ page, request }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/fabrics', '/privacy', '/configurator', '/gibt-es-nicht']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      // scripts: its own, the remotes', and the page's inline scripts by this answer's nonce (single-spa-layout's layout
      // data, the host's early taps), each carrying it; a nonce is never used twice
      const scriptSources = /script-src ([^;]*)/.exec(headers['content-security-policy'])?.[1].split(' ');
      expect(scriptSources?.slice(0, 2), path).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]+=*'$/)]);
      const nonce = scriptSources![1].slice("'nonce-".length, -1);
      expect(nonces.has(nonce), path).toBe(false);
      nonces.add(nonce);
      const inlineScripts = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>/g)];
      expect(inlineScripts.length, path).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
      expect(scriptSources, path).toContain(remoteOrigin('mf_configurator'));
      expect(scriptSources, path).not.toContain("'unsafe-inline'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=(self)');
    }
    // a remote's host serves files only: nothing it serves may run as a page or be framed
    const remoteEntry = await request.get(`${remoteOrigin('mf_library')}/mf-manifest.json`);
    expect(remoteEntry.headers()['content-security-policy']).toContain("default-src 'none'");

    // another origin (a remote's port stands in for an attacker's site) tries to frame the app
    await page.route('http://localhost:8099/', (route) => route.fulfill({ contentType: 'text/html', body: `<iframe src="${shellOrigin}/fabrics"></iframe>` }));
    await page.goto('http://localhost:8099/');
    // Chromium replaces a frame refused by frame-ancestors with its error page
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    expect(page.frames().some((frame) => frame.url().startsWith(shellOrigin))).toBe(false);
  });

  test('an injected inline script does not run on the app’s page', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/privacy');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(blocked.length).toBeGreaterThan(0);
  });

  test('the scripts and images a page loads carry nosniff and their caching, not a document’s headers', async ({ page }) => {
    const answers: { type: string; url: string; headers: Record<string, string> }[] = [];
    const reads: Promise<unknown>[] = [];
    const record = (response: Response) => {
      if (response.status() !== 200) return;
      const answer = { type: response.request().resourceType(), url: response.url() };
      reads.push(response.allHeaders().then((headers) => answers.push({ ...answer, headers })));
    };
    page.on('response', record);
    const loaded = (type: string, from: string) => answers.find((answer) => answer.type === type && answer.url.startsWith(from));
    const files = () => [loaded('script', `${shellOrigin}/`), loaded('script', remoteOrigin('mf_library')), loaded('image', `${shellOrigin}/media/content/`)];
    // each answer is recorded once its headers are read (asynchronously, in any order): wait for all four
    await page.goto('/fabrics');
    await expect.poll(() => [loaded('document', shellOrigin), ...files()].every(Boolean)).toBe(true);
    // no header read may outlive the test (a read after the page has closed fails it)
    page.off('response', record);
    await Promise.all(reads);
    expect(loaded('document', shellOrigin)!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const file of files()) {
      expect(file, 'a script of the shell, one of the remote and a content image').toBeDefined();
      expect(file!.headers['x-content-type-options'], file!.url).toBe('nosniff');
      expect(file!.headers['cache-control'], file!.url).toBeDefined();
      expect([file!.headers['content-security-policy'], file!.headers['x-frame-options'], file!.headers['permissions-policy']], file!.url).toEqual([undefined, undefined, undefined]);
    }
  });
});
