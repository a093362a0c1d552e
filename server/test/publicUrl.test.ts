import { activate, createTestApp, createUser, json, latestMail, registerUser, type TestApp } from './helpers';

// A site that is not on the default port (`PORT_SHELL=9080 pnpm start` passes PUBLIC_URL=http://localhost:9080):
// every address the server builds is on it, and it alone of the local ports may write.
const site = 'http://localhost:9080';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: site });
});
afterAll(() => t.close());

const loginFrom = (origin: string) =>
  json(t.app, { method: 'POST', url: '/api/app/auth/user/login', payload: { email: 'nobody@example.com', password: 'geheim-123' }, headers: { origin } });

it('accepts writes from the site and the native apps, not from the default port', async () => {
  for (const origin of [site, 'capacitor://localhost', 'http://localhost']) {
    // the login itself is refused (no such account), not its origin
    expect((await loginFrom(origin)).json().error).not.toBe('Herkunft nicht erlaubt.');
  }
  const fromDefaultPort = await loginFrom('http://localhost:8080');
  expect(fromDefaultPort.statusCode).toBe(403);
  expect(fromDefaultPort.json()).toEqual({ error: 'Herkunft nicht erlaubt.' });
});

it('puts mail links, the activation redirect and the checkout on the site', async () => {
  const user = await registerUser(t.app);
  expect((await latestMail(t.app, user.email))!.links[0]).toMatch(new RegExp(`^${site}/auth/activation/[A-Za-z0-9_-]+$`));
  expect((await activate(t.app, user.email)).headers.location).toBe(`${site}/register/completed`);

  const buyer = await createUser(t.app);
  const checkout = await json(t.app, { method: 'POST', url: '/api/app/checkout', token: buyer.token, payload: { product_id: 'extra_feature_camera' } });
  expect(checkout.statusCode).toBe(200);
  expect(checkout.json().url).toBe(`${site}/dev/checkout/${checkout.json().session_id}`);
});
