import { useEffect } from 'react';
import { RemoteRouter } from '@nahtlos/ui';
import { fetchExportingWhenSettled } from './drawing/loadExporting';
import { fetchSavedDesignPagesWhenSettled, routes } from './routes';

/** The app's root: on the browser's history, or on `location` when rendered on the server (src/server.tsx). */
export function App({ location }: { location?: string }) {
  useEffect(() => {
    fetchExportingWhenSettled();
    fetchSavedDesignPagesWhenSettled();
  }, []);
  return <RemoteRouter routes={routes} location={location} />;
}
