/**
 * Switches the kernel to its native adapters inside the Android/iOS app. The shell calls
 * `startNativePlatform` before `startKernel` (the SQLite driver must be in place before the first
 * storage access); on the web it does nothing and the web implementations stay as they are.
 */
import { onlineStatusChanged } from '../../bus/catalogue';
import { watchNetworkStatus } from '../../bus/network';
import { fileCache } from '../runtime';
import { logger } from '../logging/logger';
import { setCameraAdapter } from '../platform/camera';
import { startCameraPurchases } from '../platform/purchase';
import { registerNativeStorageDriver } from '../storage/localforageStore';
import { routeApiToOrigin } from './apiOrigin';
import { flushWhenInactive } from './appState';
import { followHeaderOnBackButton } from './backButton';
import { createNativeCameraAdapter } from './camera';
import { pointMediaAtOrigin } from './mediaUrls';
import { watchNativeNetwork } from './network';
import { devicePlatform, type DevicePlatform } from './platform';
import { sqliteDriver } from './sqliteDriver';
import { styleStatusBar } from './statusBar';

export interface NativeStartOptions {
  /** The provider's site (API and media); from the bundle's native.json. */
  apiOrigin?: string | null;
  /** Uploads pending projects and custom fabrics (the kernel's `flushPendingUploads`). */
  flushPendingUploads: () => Promise<unknown>;
}

/** The store platform of the device for the purchase library (CdvPurchase.Platform values). */
export function storePlatform(platform: DevicePlatform): string | undefined {
  if (platform === 'ios') return 'ios-appstore';
  if (platform === 'android') return 'android-playstore';
  return undefined;
}

export interface NativeStartResult {
  platform: DevicePlatform;
  /** Adapters that could not be installed (logged). */
  failed: string[];
}

export async function installNativeAdapters(options: NativeStartOptions): Promise<NativeStartResult> {
  const platform = devicePlatform();
  if (platform === 'web') return { platform, failed: [] };
  registerNativeStorageDriver(sqliteDriver);
  if (options.apiOrigin) {
    routeApiToOrigin(options.apiOrigin);
    // content images also go through the file cache, so they show offline
    pointMediaAtOrigin(options.apiOrigin, document, fileCache);
  }
  setCameraAdapter(createNativeCameraAdapter());
  const steps: [string, () => Promise<unknown>][] = [
    [
      'network',
      () =>
        watchNativeNetwork((online) => onlineStatusChanged(online)).catch((error: unknown) => {
          // without the plugin the WebView's events are better than a state that never changes
          watchNetworkStatus(window);
          throw error;
        }),
    ],
    ['app state', () => flushWhenInactive(options.flushPendingUploads)],
    ['back button', () => followHeaderOnBackButton()],
    ['status bar', () => styleStatusBar(platform)],
  ];
  // purchases start in the background with the device's store (they load their own library)
  void startCameraPurchases({ platform: storePlatform(platform) });
  const failed: string[] = [];
  await Promise.all(
    steps.map(async ([name, step]) => {
      try {
        await step();
      } catch (error) {
        failed.push(name);
        logger.error(`Native adapter ${name} could not be installed.`, error);
      }
    }),
  );
  return { platform, failed };
}
