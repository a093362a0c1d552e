import { RemoteRouter } from '@nahtlos/ui';
import { routes } from './routes';

export const App = () => <RemoteRouter routes={routes} />;
