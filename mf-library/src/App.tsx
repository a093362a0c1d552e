import { useEffect } from 'react';
import { RemoteRouter, showRememberedCameraPurchase } from '@nahtlos/shared-kernel';
import { routes } from './routes';

export function App() {
  // the camera feature's remembered ownership (the store itself starts on /foto-feature or at a purchase)
  useEffect(showRememberedCameraPurchase, []);
  return <RemoteRouter routes={routes} />;
}
