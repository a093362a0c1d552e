/** SPEC sections 4 and 9: the status bar on mobile is light, on Android with the colour #EDE3D7. */
import { StatusBar, Style } from '@capacitor/status-bar';
import { logger } from '../logging/logger';
import type { DevicePlatform } from './platform';

export const STATUS_BAR_COLOR = '#EDE3D7';

export async function styleStatusBar(platform: DevicePlatform): Promise<void> {
  if (platform === 'web') return;
  try {
    // Style.Light: dark text for a light bar
    await StatusBar.setStyle({ style: Style.Light });
    if (platform === 'android') await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOR });
  } catch (error) {
    logger.warn('Status bar could not be styled.', error);
  }
}
