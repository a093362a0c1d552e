/** The configurator model's tests' content (materials, fabrics, a pattern with and without sizes) and their fork. */
import { fork, type Scope } from 'effector';
import {
  $customFabrics,
  $stash,
  contentStores,
  type Fabric,
  type Material,
  type PatternSize,
  type SewingPattern,
  type StashEntry,
} from '@nahtlos/platform';
import * as model from '../pages/Configurator/model';
import { fabricOf, shirtWith } from './content';
import type { SaveRequest } from '../pages/Configurator/model';

export const material = (id: string, position: number, variations: string[] = []): Material => ({
  id,
  name: id === 'farbe' ? 'Farben' : id[0].toUpperCase() + id.slice(1),
  description: '',
  composition: '',
  variations: variations.map((v) => ({ id: v, name: v })),
  position,
  fabrics: [],
});
export const fabric = (id: string, materialId: string, variation: string | null, position: number, extra: Partial<Fabric> = {}): Fabric =>
  fabricOf(id, { material: materialId, variation, position, thumbnail: `/media/${id}-thumb.jpg`, ...extra });

export const materials = [
  material('sweat', 20, ['sweat-uni', 'sweat-melange']),
  material('jersey', 10, ['jersey-uni', 'jersey-streifen']),
  material('buendchen', 60, ['buendchen-uni']),
  material('farbe', 100),
];
export const fabrics = [
  fabric('ringel', 'jersey', 'jersey-streifen', 2, { repeat: { width: 8, height: 8 } }),
  fabric('uni-blau', 'jersey', 'jersey-uni', 1),
  fabric('melange', 'sweat', 'sweat-melange', 1),
  fabric('sweat-uni', 'sweat', 'sweat-uni', 2),
  fabric('bund-uni', 'buendchen', 'buendchen-uni', 1),
  fabric('farbe-rot', 'farbe', null, 1, { thumbnail: null, path: null, color: '#c0392b', width: null, height: null }),
];
export const custom = [fabric('mein-stoff', 'custom', null, 0, { isCustom: true })];
export const pattern = shirtWith([
  { id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' },
  { id: 'buendchen', name: 'Bündchen', color: 'buendchen', materials: [{ id: 'buendchen' }, { id: 'farbe' }, { id: 'gibtsnicht' }] },
  { id: 'aermel', name: 'Ärmel', color: 'aermel' },
]);

/** The pattern with the sizes of its STOFFVERBRAUCH table (its cut pieces load apart). */
export const sized: SewingPattern = {
  ...pattern,
  consumption: ['86/92', '98/104', '110/116'].map((size) => ({ size, values: {} })),
};


/** The page's model in a fork of its own, with the platform's content and the save handler given. */
export function setup(
  options: {
    customFabrics?: Fabric[];
    /** the user's stash ('Mein Stoffvorrat', issue 40) */
    stash?: StashEntry[];
    save?: (request: SaveRequest) => Promise<void>;
    sizes?: (patternId: string) => Promise<PatternSize[]>;
    /** The answer to 'Dein Design ist noch leer' (saved anyway unless a test says otherwise). */
    saveEmpty?: () => Promise<boolean>;
  } = {},
): { scope: Scope } {
  const scope = fork({
    values: [
      // the platform's content, as its caches would have received it
      [contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }],
      [contentStores.materials.$data, { items: materials, publishedAt: null, legacy: [] }],
      [$customFabrics, options.customFabrics ?? []],
      [$stash, options.stash ?? []],
    ],
    handlers: [
      // the pattern's cut pieces, as the platform would load them (none unless a test gives them)
      [model.loadSizesFx, options.sizes ?? (async () => [])],
      ...(options.save ? [[model.saveFx, options.save] as [typeof model.saveFx, typeof options.save]] : []),
      [model.confirmEmptySaveFx, options.saveEmpty ?? (async () => true)],
    ],
  });
  return { scope };
}

/** Keeps the model's expected warnings and errors out of the test output (restored after each test). */
export function quietConsole(): void {
beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

/** A piece of the user's stash of that fabric. */
export const stashPiece = (fabricId: string, lengthCm: number, widthCm = 140): StashEntry =>
  ({ id: `stash-${fabricId}-${lengthCm}`, fabricId, lengthCm, widthCm, note: '', boughtOn: null }) as StashEntry;
