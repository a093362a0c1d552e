// The app's server entry (./server of its Node build, dist/server/remoteEntry.js): the host renders its pages with it.
import { createServerRender } from '@nahtlos/ui/server';
import { App } from './App';

export { platformVersion } from '@nahtlos/ui/server';
// a device with personal data sees its own profile, which only the browser knows: rendered there
export const serverRender = createServerRender(App, { personalRoutes: ['/profile'] });
