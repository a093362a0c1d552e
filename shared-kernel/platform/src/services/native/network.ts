/** Network state from the Network plugin (the WebView's online/offline events are unreliable on devices). */
import { Network } from '@capacitor/network';

export async function watchNativeNetwork(onChange: (online: boolean) => void): Promise<() => void> {
  const handle = await Network.addListener('networkStatusChange', (status) => onChange(status.connected));
  const status = await Network.getStatus();
  onChange(status.connected);
  return () => void handle.remove();
}
