import { useEffect } from 'react';
import { loadAfterPageSettled, RemoteRouter } from '@nahtlos/ui';
import { loadExporting } from './drawing/loadExporting';
import { loadSavedDesignPagesWhenSettled, routes } from './routes';

/** The app's root: on the browser's history, or on `location` when rendered on the server (src/server.tsx). */
export function App({ location }: { location?: string }) {
  useEffect(() => {
    loadAfterPageSettled(loadExporting);
    loadSavedDesignPagesWhenSettled();
  }, []);
  return <RemoteRouter routes={routes} location={location} />;
}
