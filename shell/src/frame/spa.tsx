import { createSpaLifecycles } from '@nahtlos/ui';
import { Frame } from './Frame';
import './personalDevice';

const lifecycles = createSpaLifecycles(Frame);
export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;

/** The frame renders into #frame-root; the first paint the host put there (marked) it hydrates, then drops the mark. */
export async function mount(props: object): Promise<void> {
  const root = document.getElementById('frame-root')!;
  // (its first render shows no personal data: only the path, the network state, toasts and dialogs, which differ in elements, not attributes)
  const hydrate = root.dataset.firstPaint === 'frame';
  await lifecycles.mount({ ...props, domElement: root, hydrate });
  delete root.dataset.firstPaint;
}
