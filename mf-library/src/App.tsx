import { RemoteRouter } from '@nahtlos/ui';
import { routes } from './routes';

export function App() {
  return <RemoteRouter routes={routes} />;
}
