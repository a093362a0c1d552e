import { useEffect } from 'react';
import { RemoteRouter } from '@nahtlos/ui';
import { fetchPhotoFlowWhenSettled, routes } from './routes';

/** The app's root: on the browser's history, or on `location` when rendered on the server (src/server.tsx). */
export function App({ location }: { location?: string }) {
  useEffect(fetchPhotoFlowWhenSettled, []);
  return <RemoteRouter routes={routes} location={location} />;
}
