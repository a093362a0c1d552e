/**
 * Native or web, decided at run time. Inside the Android/iOS app's WebView the native bridge is there
 * before any script runs; this reads it the way `@capacitor/core` does (a custom platform's name, the
 * Android bridge, the iOS message handler), without loading `@capacitor/core` on the web: the check
 * runs on every page's first load, the plugins (and the core with them) load only in the app.
 */
export type DevicePlatform = 'android' | 'ios' | 'web';
/** Where the platform's services run: in a browser, or inside the Android/iOS app. */
export type Platform = 'web' | 'native';

interface BridgeGlobals {
  CapacitorCustomPlatform?: { name?: string } | null;
  Capacitor?: { getPlatform?: () => string };
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

function platformName(): string {
  const globals = globalThis as BridgeGlobals;
  // once @capacitor/core has loaded, its answer (tests replace it there too)
  if (typeof globals.Capacitor?.getPlatform === 'function') return globals.Capacitor.getPlatform();
  if (globals.CapacitorCustomPlatform?.name) return globals.CapacitorCustomPlatform.name;
  if (globals.androidBridge) return 'android';
  if (globals.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

export function isNativePlatform(): boolean {
  try {
    return platformName() !== 'web';
  } catch {
    return false;
  }
}

export function devicePlatform(): DevicePlatform {
  if (!isNativePlatform()) return 'web';
  return platformName() === 'ios' ? 'ios' : 'android';
}

/** Picks the native or the web implementation of a service. */
export function choose<T>(implementations: { native: () => T; web: () => T }): T {
  return isNativePlatform() ? implementations.native() : implementations.web();
}
