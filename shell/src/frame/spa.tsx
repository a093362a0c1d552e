import { createSpaLifecycles } from '@nahtlos/ui';
import { applicationElementId } from '../layout';
import { Frame } from './Frame';
import './personalDevice';

const lifecycles = createSpaLifecycles(Frame);
export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;

/**
 * The frame renders into its element of the layout (in #frame-root) and hydrates the host's markup there. Its first
 * render shows no personal data (only the path, the network state, toasts and dialogs, which differ in elements, not
 * attributes), so it hydrates on every device.
 */
export async function mount(props: object): Promise<void> {
  const element = document.getElementById(applicationElementId('frame'))!;
  await lifecycles.mount({ ...props, domElement: element, hydrate: element.hasChildNodes() });
}
