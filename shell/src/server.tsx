// The frame's server entry (./server of the shell's Node build, container `shell`): the host renders the frame (tab
// bar, banner, /privacy, 404) of each page with it. First the layout's routes, which the frame reads (serverLayout.ts).
import './serverLayout';
import { createServerRender } from '@nahtlos/ui/server';
import { Frame } from './frame/Frame';

export { platformVersion } from '@nahtlos/ui/server';
export const serverRender = createServerRender(Frame);
