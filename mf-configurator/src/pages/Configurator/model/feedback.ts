/**
 * What the user is told of a selection: the selected area flashes for 400 ms, a screen reader hears the selected area
 * and the fabric that filled it (one polite live region), and materials an area names that do not exist are logged.
 */
import { createEffect, createStore, sample } from 'effector';
import { $customFabrics, $materials, type Fabric, type Material, type SewingPattern } from '@nahtlos/platform';
import { timings } from '@nahtlos/ui';
import { strings } from '../../../strings';
import { materialsForArea } from './design';
import { $areas, $selectedAreaId, areaSelected, closed, fabricChosen } from './editor';
import { $fabricIndex } from './route';

const t = strings.configurator;

// ── selecting an area flashes it for 400 ms; a new selection restarts the flash ──
const $flash = createStore<{ area: string | null; seq: number }>({ area: null, seq: 0 });
export const flashFx = createEffect((seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), timings.areaFlash)));
$flash.on(areaSelected, ({ seq }, area) => ({ area, seq: seq + 1 }));
$flash.on(flashFx.doneData, (flash, seq) => (flash.seq === seq ? { ...flash, area: null } : flash));
$flash.reset(closed);
sample({ clock: $flash, filter: ({ area }) => area !== null, fn: ({ seq }) => seq, target: flashFx });
export const $flashingArea = $flash.map(({ area }) => area);

// warn once per selection about materials the area names that do not exist
const checkAreaMaterialsFx = createEffect(({ area, materials, custom }: { area: SewingPattern['areas'][number] | undefined; materials: Material[]; custom: Fabric[] }) => {
  materialsForArea(area, materials, custom, true);
});
sample({
  clock: areaSelected,
  source: { areas: $areas, materials: $materials, custom: $customFabrics },
  fn: ({ areas, materials, custom }, id) => ({ area: areas.find((area) => area.id === id), materials, custom }),
  target: checkAreaMaterialsFx,
});

// ── announcements: the selected area, and which fabric filled it ──
/** Screen-reader announcements of selections and fills (one polite live region). */
export const $announcement = createStore('').reset(closed);
const areaName = (areas: SewingPattern['areas'], id: string | null) => areas.find((area) => area.id === id)?.name ?? '';
sample({ clock: areaSelected, source: $areas, fn: (areas, id) => t.selectedArea(areaName(areas, id)), target: $announcement });
sample({
  clock: fabricChosen,
  source: { areas: $areas, selected: $selectedAreaId, index: $fabricIndex },
  filter: ({ index }, fabricId) => index.has(fabricId),
  fn: ({ areas, selected, index }, fabricId) => t.areaFilled(areaName(areas, selected), (index.get(fabricId) as Fabric).name),
  target: $announcement,
});
