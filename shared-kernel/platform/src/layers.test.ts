/**
 * The host evaluates the platform layer by layer before its root: the layers must be the root's own modules, so the
 * root then finds them evaluated and every app meets the same units.
 */
import { platformLayers } from './layers';

test('the layers, evaluated one by one, are the very modules the platform root exports', async () => {
  const evaluated: Record<string, unknown>[] = [];
  for (const layer of platformLayers) evaluated.push((await layer()) as Record<string, unknown>);
  const root = await import('./index');
  const [account, content, frame, bus, kernel, uploads, services] = evaluated;
  expect(account.$session).toBe(root.$session);
  expect(content.$fabrics).toBe(root.$fabrics);
  expect(frame.toastRequested).toBe(root.toastRequested);
  expect(bus.$online).toBe(root.$online);
  expect(kernel.startKernel).toBe(root.startKernel);
  expect(uploads.syncNow).toBe(root.syncNow);
  expect(services.loginFx).toBe(root.loginFx);
});
