// The frame's server entry (exposed as './server' by the shell's Node build, dist/server/remoteEntry.js, container
// `shell`): the host renders the frame (tab bar, banner, /privacy, 404) of each page with it.
// first: the layout's routes (the frame's 404 and tab bar read them) from index.html, as the host renders with
import './serverLayout';
import platformPackage from '@nahtlos/platform/package.json';
import { createServerRender } from '@nahtlos/ui/server';
import { Frame } from './frame/Frame';

export const serverRender = createServerRender(Frame);

/** The platform this entry was built against. */
export const platformVersion: string = platformPackage.version;
