/**
 * Native or web, decided at run time: `Capacitor.isNativePlatform()` is true only inside the
 * Android/iOS app's WebView (the native bridge injects it). The web keeps its own implementations.
 */
import { Capacitor } from '@capacitor/core';

export type DevicePlatform = 'android' | 'ios' | 'web';

export function isNativePlatform(): boolean {
  try {
    return Capacitor.isNativePlatform();
  } catch {
    return false;
  }
}

export function devicePlatform(): DevicePlatform {
  if (!isNativePlatform()) return 'web';
  const name = Capacitor.getPlatform();
  return name === 'ios' ? 'ios' : 'android';
}

/** Picks the native or the web implementation of a service. */
export function choose<T>(implementations: { native: () => T; web: () => T }): T {
  return isNativePlatform() ? implementations.native() : implementations.web();
}
