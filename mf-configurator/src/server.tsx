// The app's server entry (exposed as './server' by its Node build, dist/server/remoteEntry.js): the host renders
// the app's page with it, in a scope of its own holding the published content.
import platformPackage from '@nahtlos/platform/package.json';
import { createServerRender } from '@nahtlos/ui/server';
import { App } from './App';

export const serverRender = createServerRender(App);

/** The platform this entry was built against: the host compares its major with the shell's. */
export const platformVersion: string = platformPackage.version;
