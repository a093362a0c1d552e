/** Published content that could not be loaded is loaded again when the connection comes back. */
import { combine, createStore, sample } from 'effector';
import { $fabricsState, $inspirationsState, $materialsState, $online, $sewingPatternsState } from '../bus/catalogue';
import { $started, loadContentFx } from './kernel';

const $someContentFailed = combine([$fabricsState, $materialsState, $sewingPatternsState, $inspirationsState], (states) => states.includes('failed'));
sample({
  clock: $online,
  source: { started: $started, failed: $someContentFailed, loading: loadContentFx.pending },
  filter: ({ started, failed, loading }, online) => online && started && failed && !loading,
  target: loadContentFx,
});
// A load running when the connection came back may still fail from the time it was offline: its end tries again (once
// per return of the connection, so a server that is down is not asked in a loop).
const $backOnlineWhileLoading = createStore(false)
  .on(sample({ clock: $online, source: loadContentFx.pending, filter: (loading, online) => online && loading }), () => true)
  .reset(loadContentFx);
sample({
  clock: loadContentFx.finally,
  source: { back: $backOnlineWhileLoading, failed: $someContentFailed, online: $online },
  filter: ({ back, failed, online }) => back && failed && online,
  target: loadContentFx,
});

