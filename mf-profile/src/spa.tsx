import { createSpaLifecycles } from '@nahtlos/ui';
import { App } from './App';

export const lifecycles = createSpaLifecycles(App);
export const { bootstrap, mount, unmount } = lifecycles;
