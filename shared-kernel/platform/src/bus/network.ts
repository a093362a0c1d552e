import { onlineStatusChanged } from './catalogue';

let watching = false;

/** Feeds $online from the browser's online/offline events; idempotent. */
export function watchNetworkStatus(target: Window = window): void {
  if (watching) return;
  watching = true;
  onlineStatusChanged(target.navigator.onLine);
  target.addEventListener('online', () => onlineStatusChanged(true));
  target.addEventListener('offline', () => onlineStatusChanged(false));
}
