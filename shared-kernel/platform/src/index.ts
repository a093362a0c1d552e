/**
 * @nahtlos/platform — loaded once per page as a Module Federation singleton (semver: CHANGELOG.md).
 * Import units by name (`import { $online } from '@nahtlos/platform'`): namespace
 * objects of shared modules are trimmed in production builds.
 */
import { watchNetworkStatus } from './bus/network';
import { registerKernelInstance } from './guard';
import { isNativePlatform } from './services/native/platform';

registerKernelInstance();
// $online is live on every page, also before the services start (the frame's network banner shows on
// /privacy too). In the app the Network plugin feeds it instead (startNativePlatform): the WebView's
// online/offline events are unreliable there.
if (typeof window !== 'undefined' && !isNativePlatform()) watchNetworkStatus(window);

export * from './bus/catalogue';
// ── Server-rendered pages: the state the page carries (issue 37) ──
export { adoptPageState } from './services/content/pageState';
export * from './router';
export { RETURN_TO_PARAM, returnToOf, safeReturnPath, withReturnTo } from './returnTo';

export { registerReactCopy } from './guard';
export { platformStrings } from './strings';

// ── Domain: types and pure rules (./domain) ──
export * from './domain';
// ── Services: effects wired to the bus; their implementation loads on first use (./services) ──
export * from './services';
