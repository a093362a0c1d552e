import { RemoteRouter } from '@nahtlos/shared-kernel';
import { routes } from './routes';

export const App = () => <RemoteRouter routes={routes} />;
