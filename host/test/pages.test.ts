import { deploy, FABRICS, type Deployment } from './support/deployment';

let deployment: Deployment;
beforeAll(async () => {
  deployment = await deploy();
}, 30_000);
afterAll(async () => {
  if (process.env.HOST_TEST_OUTPUT) console.log(deployment?.output());
  await deployment?.stop();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const started = performance.now();
  const response = await fetch(`${deployment.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { response, html: await response.text(), ms: performance.now() - started };
};

/** The element single-spa-layout renders an application into, with what is inside. */
const element = (html: string, app: string) => new RegExp(`<div id="single-spa-application:${app}"[^>]*>(.*?)</div>`, 's').exec(html)?.[1];

const state = (html: string) => JSON.parse(/<script type="application\/json" id="nahtlos-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

describe('a page rendered by the host', () => {
  it("carries the route's app and the frame rendered by their server entries, inside their elements", async () => {
    const { response, html } = await page('/?x=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // warmed up: the first page may come before the entries have loaded (they are within their budget afterwards)
    const warm = html.includes('Stoffbibliothek') ? html : (await page('/?x=1')).html;
    expect(element(warm, 'mf_good')).toBe('<h1>Stoffbibliothek</h1><p>mit Inhalt</p>');
    expect(element(warm, 'frame')).toBe('<nav class="frame">Rahmen für /</nav>');
    expect(warm).toContain('<div id="single-spa-application:mf_good" class="app-container">');
  });

  it('writes the merged state of the apps, where content cannot end the script early', async () => {
    const { html } = await page('/');
    expect(state(html)).toEqual({ frameSeen: true, 'fabrics-sid': FABRICS });
    const script = /<script type="application\/json" id="nahtlos-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it("puts the route remote's stylesheets (inlined where it can read them), preloads and remotes.json into the head", async () => {
    const { html } = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    // inlined under the name the remote's CSS loader looks for, so the app does not load it again; its text cannot end the element
    expect(head).toMatch(/<style data-href="http:\/\/127\.0\.0\.1:\d+\/good\/spa\.2222bbbb\.css">\.good\{color:#b5523b\} \/\* <\\\/style> \*\/<\/style>/);
    // beside it a link that is never fetched (disabled), which tells the federation runtime the stylesheet is there
    expect(head).toMatch(/<link rel="stylesheet" href="[^"]*\/good\/spa\.2222bbbb\.css" disabled>/);
    expect(head).not.toMatch(/<link rel="stylesheet" href="[^"]*\/good\/spa\.2222bbbb\.css">/);
    // a stylesheet the host cannot read is linked
    expect(head).toMatch(/<link rel="stylesheet" href="[^"]*\/good\/lazy\.3333cccc\.css">/);
    expect(head).toMatch(/<link rel="preload" href="[^"]*\/good\/remoteEntry\.js" as="script" fetchpriority="low">/);
    expect(head).toMatch(/<link rel="preload" href="[^"]*\/good\/spa\.1111aaaa\.js" as="script"/);
    expect(head).toMatch(/<link rel="preload" href="[^"]*\/good\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
    // the preloads first: the browser asks for the scripts before it has read the inlined stylesheet
    expect(head.indexOf('/good/remoteEntry.js')).toBeLessThan(head.indexOf('<style data-href'));
    expect(head).toContain('<script type="application/json" id="remotes">{"mf_good":');
    expect(head).not.toMatch(/<link[^>]*\/throws\//);
  });

  it('leaves a device with personal data to the browser where the app says so (null)', async () => {
    await page('/');
    const { html } = await page('/', { cookie: 'a=b; nahtlos_personal=1' });
    expect(element(html, 'mf_good')).toBe('');
    expect(element(html, 'frame')).toContain('Rahmen');
  });

  it('answers 200 with an empty element when the entry throws, and logs why', async () => {
    const { response, html } = await page('/throws');
    expect(response.status).toBe(200);
    expect(element(html, 'mf_throws')).toBe('');
    expect(deployment.output()).toMatch(/\[host\] mf_throws rendered in the browser \(\d+ ms\): .*kaputt beim Rendern/);
  });

  it('answers 200 within the budget when the entry is slow', async () => {
    await page('/slow');
    const { response, html, ms } = await page('/slow');
    expect(response.status).toBe(200);
    expect(element(html, 'mf_slow')).toBe('');
    expect(ms).toBeLessThan(1500);
    expect(deployment.output()).toMatch(/mf_slow rendered in the browser \(\d+ ms\): no answer within 300 ms/);
  });

  it.each(['br', 'gzip'])('sends the page whole (%s): the head does not go ahead of an application still rendering', async (encoding) => {
    const response = await fetch(`${deployment.url}/slow`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    let part = await reader.read();
    for (; !part.done && !received.includes('</head>'); part = await reader.read()) received += decoder.decode(part.value, { stream: true });
    // the slow application's part is done ≥ 300 ms after the head was written: the head came with it, in one piece
    // (a head sent ahead starts the page's preloads, which then share a phone's link with the rest of the page)
    expect(received).toContain('</head>');
    expect(received).toContain('</html>');
  });

  it('answers 200 with an empty element when the remote has no server entry (a 404 body is never run)', async () => {
    const { response, html } = await page('/missing');
    expect(response.status).toBe(200);
    expect(element(html, 'mf_missing')).toBe('');
    expect(deployment.output()).toMatch(/mf_missing rendered in the browser .*answered 404/);
  });

  it('shows the German notice for a remote built for another platform major, and loads none of it', async () => {
    const { html } = await page('/major');
    expect(element(html, 'mf_major')).toContain('Dieser Bereich braucht eine neuere Version der App.');
    expect(element(html, 'mf_major')).toContain('data-notice="needsNewerApp"');
    expect(html).not.toContain('/major/spa.1111aaaa.js');
  });

  it('renders a redeployed remote without a restart', async () => {
    await page('/');
    deployment.redeploy('good', 'redeployed/good/server');
    let html = '';
    for (let attempt = 0; attempt < 20 && !html.includes('Neue Stoffbibliothek'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      html = (await page('/')).html;
    }
    expect(element(html, 'mf_good')).toBe('<h1>Neue Stoffbibliothek</h1><p>mit Inhalt</p>');
  });
});

describe('a page while the content lists do not answer', () => {
  let slowContent: Deployment;
  beforeAll(async () => {
    slowContent = await deploy({ contentDelayMs: 2000 });
  }, 30_000);
  afterAll(() => slowContent?.stop());

  it('renders the applications that show no content (the frame) without waiting for the lists', async () => {
    const frameOnly = async () => {
      const started = performance.now();
      const response = await fetch(`${slowContent.url}/nur-der-rahmen`, { headers: { accept: 'text/html' } });
      return { html: await response.text(), ms: performance.now() - started };
    };
    await frameOnly(); // the frame's entry may still be loading
    const { html, ms } = await frameOnly();
    expect(element(html, 'frame')).toBe('<nav class="frame">Rahmen für /nur-der-rahmen</nav>');
    expect(ms).toBeLessThan(450); // the lists time out after 500 ms
  });
});

describe('the rest of the host', () => {
  it('redirects /tabs to / with the query, permanently', async () => {
    for (const path of ['/tabs?a=1', '/tabs/?a=1']) {
      const { response } = await page(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/?a=1');
    }
  });

  it('answers unknown files with JSON 404', async () => {
    const response = await fetch(`${deployment.url}/nothing.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Nicht gefunden.' });
  });

  it("does not serve the frame's server entry", async () => {
    expect((await fetch(`${deployment.url}/server/remoteEntry.js`)).status).toBe(404);
  });

  it('sends the security headers, the CSP with the nonce of the one inline script', async () => {
    const { response, html } = await page('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' http:\/\/127\.0\.0\.1:\d+;/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const inline = html.match(/<script(?![^>]*type="application\/json")(?![^>]*\ssrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toBe(`<script nonce="${nonce}">`);
    const next = (await page('/')).response.headers.get('content-security-policy');
    expect(next).not.toContain(nonce);
  });

  it("leaves a document's headers off a file the browser fetches as a script, style, image or font", async () => {
    const asStyle = await fetch(`${deployment.url}/main.0123abcd.css`, { headers: { 'sec-fetch-dest': 'style' } });
    expect(asStyle.status).toBe(200);
    expect(asStyle.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asStyle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([asStyle.headers.get('content-security-policy'), asStyle.headers.get('x-frame-options'), asStyle.headers.get('permissions-policy')]).toEqual([null, null, null]);
    // the same file opened as a page, or asked for by a client that does not say how it uses it, gets them all
    for (const headers of [{ 'sec-fetch-dest': 'document' }, {}] as Record<string, string>[]) {
      const whole = await fetch(`${deployment.url}/main.0123abcd.css`, { headers });
      expect(whole.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(whole.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves hashed files immutable and remotes.json fresh', async () => {
    const css = await fetch(`${deployment.url}/main.0123abcd.css`);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const remotes = await fetch(`${deployment.url}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys((await remotes.json()) as object)).toContain('mf_good');
  });
});
