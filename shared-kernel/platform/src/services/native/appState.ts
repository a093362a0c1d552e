/**
 * SPEC sections 4 and 9: pending uploads of patterns and custom fabrics are synchronised when the
 * app becomes inactive/backgrounded, on native platforms only (never on the web: nothing here runs
 * there). Errors are logged, never thrown.
 */
import { App } from '@capacitor/app';
import { logger } from '../logging/logger';

export async function flushWhenInactive(flush: () => Promise<unknown>): Promise<() => void> {
  const handle = await App.addListener('appStateChange', ({ isActive }) => {
    if (isActive) return;
    void Promise.resolve()
      .then(flush)
      .catch((error) => logger.error('Background upload failed.', error));
  });
  return () => void handle.remove();
}
