/** One account logged in on two devices (browser contexts), for the journeys that sync between them. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, createActiveAccount, loginThroughUi } from './account';
import { expectPublishedContent } from './content';
import { shellOrigin } from './origins';
import { buyForAccount } from './photo';

/** A new account (that owns the camera feature when asked) logged in on devices A and B, with the content published. */
export async function accountOnTwoDevices(browser: Browser, request: APIRequestContext, options: { ownsCameraFeature?: boolean } = {}) {
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  if (options.ownsCameraFeature) await buyForAccount(request, token);
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const pages: Page[] = [];
  for (const device of [deviceA, deviceB]) {
    await expectPublishedContent(device, shellOrigin);
    const page = await device.newPage();
    await loginThroughUi(page, user);
    pages.push(page);
  }
  const [a, b] = pages;
  return { token, deviceA, a, b, close: async () => Promise.all([deviceA.close(), deviceB.close()]) };
}
