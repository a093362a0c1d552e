import { RemoteRouter } from '@nahtlos/ui';
import { routes } from './routes';

/** The app's root: on the browser's history, or on `location` when rendered on the server (src/server.tsx). */
export const App = ({ location }: { location?: string }) => <RemoteRouter routes={routes} location={location} />;
