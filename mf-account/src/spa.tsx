import { createSpaLifecycles } from '@nahtlos/shared-kernel';
import { App } from './App';

export const lifecycles = createSpaLifecycles(App);
export const { bootstrap, mount, unmount } = lifecycles;
