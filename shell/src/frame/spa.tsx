import { createSpaLifecycles } from '@nahtlos/ui';
import { Frame } from './Frame';
import './personalDevice';

const lifecycles = createSpaLifecycles(Frame);
export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;
export const mount = (props: object) => lifecycles.mount({ ...props, domElement: document.getElementById('frame-root') });
