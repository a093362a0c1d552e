import { useEffect } from 'react';
import { showRememberedCameraPurchase } from '@nahtlos/platform';
import { RemoteRouter } from '@nahtlos/ui';
import { routes } from './routes';

export function App() {
  // the camera feature's remembered ownership (the store itself starts on /foto-feature or at a purchase)
  useEffect(showRememberedCameraPurchase, []);
  return <RemoteRouter routes={routes} />;
}
