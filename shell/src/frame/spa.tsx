import { createSpaLifecycles } from '@nahtlos/ui';
import { firstPaintHydratable } from '../firstPaint';
import { Frame } from './Frame';
import './personalDevice';

const lifecycles = createSpaLifecycles(Frame);
export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;

/** The frame renders into #frame-root; the first paint the host put there (marked) it hydrates where it may, then drops the mark. */
export async function mount(props: object): Promise<void> {
  const root = document.getElementById('frame-root')!;
  const hydrate = root.dataset.firstPaint === 'frame' && firstPaintHydratable();
  await lifecycles.mount({ ...props, domElement: root, hydrate });
  delete root.dataset.firstPaint;
}
