import { onlineStatusChanged, pageHidden } from './catalogue';

let watching = false;

/** Feeds $online from the browser's online/offline events; idempotent. */
export function watchNetworkStatus(target: Window = window): void {
  if (watching) return;
  watching = true;
  onlineStatusChanged(target.navigator.onLine);
  target.addEventListener('online', () => onlineStatusChanged(true));
  target.addEventListener('offline', () => onlineStatusChanged(false));
}

let watchingVisibility = false;

/**
 * Reports `pageHidden` when the page is hidden or closing (web and WebView). Both events are
 * listened to: mobile browsers may skip `pagehide` when a tab is discarded from the background,
 * desktop ones may skip `visibilitychange` on close. Idempotent.
 */
export function watchPageVisibility(target: Window = window): void {
  if (watchingVisibility) return;
  watchingVisibility = true;
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') pageHidden();
  });
  target.addEventListener('pagehide', () => pageHidden());
}
