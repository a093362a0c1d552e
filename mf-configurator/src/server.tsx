// The app's server entry (./server of its Node build, dist/server/remoteEntry.js): the host renders its pages with it.
import { createServerRender } from '@nahtlos/ui/server';
import { App } from './App';
import { carrySizes } from './pages/Configurator/carriedSizes';

export { platformVersion } from '@nahtlos/ui/server';
export const serverRender = createServerRender(App, { prepare: carrySizes });
