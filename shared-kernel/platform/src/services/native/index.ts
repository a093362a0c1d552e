/**
 * The kernel's native adapters (Capacitor), chosen at run time with `Capacitor.isNativePlatform()`.
 * Only the platform check is loaded on the web; everything else is a separate chunk loaded in the app.
 */
import type { NativeStartOptions, NativeStartResult } from './install';
import { devicePlatform, isNativePlatform } from './platform';

export { devicePlatform, isNativePlatform, type DevicePlatform } from './platform';
export type { NativeStartOptions, NativeStartResult } from './install';

/** In the app: SQLite storage, files, network, app state, back button, status bar. On the web: nothing. */
export async function startNativePlatform(options: NativeStartOptions): Promise<NativeStartResult> {
  if (!isNativePlatform()) return { platform: devicePlatform(), failed: [] };
  const { installNativeAdapters } = await import('./install');
  return installNativeAdapters(options);
}

/** The native camera adapter (quality 80, width 1600, no editing) for the kernel's camera service. */
export async function nativeCameraAdapter() {
  const { createNativeCameraAdapter } = await import('./camera');
  return createNativeCameraAdapter();
}

/** Shares a design the native way: the share sheet on iOS, the gallery on Android. */
export async function shareDesignNative(share: { projectId: string; image: Blob }): Promise<boolean> {
  const native = await import('./share');
  return native.shareDesignNative(share);
}
