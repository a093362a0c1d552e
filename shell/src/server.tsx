// The frame's server entry (./server of the shell's Node build, container `shell`): the host renders each page's frame with it.
import './serverLayout'; // first: the layout's routes, which the frame reads
import { createServerRender } from '@nahtlos/ui/server';
import { Frame } from './frame/Frame';

export { platformVersion } from '@nahtlos/ui/server';
// the notice in place of a remote built for another platform major, in the shell's words
export { remoteFallbackHtml } from './remoteFallback';
export const serverRender = createServerRender(Frame);
