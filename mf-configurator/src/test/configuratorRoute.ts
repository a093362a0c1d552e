/** The configurator's route tests' content (a pattern, two fabrics) and the page opened in a fork, as the platform would have it. */
import { allSettled, fork, type Scope } from 'effector';
import { $customFabricsState, $session, contentStores, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { clearPending } from '../pendingSave';
import type { DraftRef } from '../drafts/draftStore';
import * as model from '../pages/Configurator/model';

export const fabric = (id: string): Fabric => ({
  id,
  name: id,
  material: 'jersey',
  variation: null,
  position: 1,
  thumbnail: null,
  path: `/media/${id}.jpg`,
  headerPath: null,
  width: 512,
  height: 512,
  isCustom: false,
  slides: [],
});
export const pattern: SewingPattern = {
  id: 'shirt',
  name: 'Shirt',
  subline: '',
  kind: 'shirt',
  path: '/p.svg',
  shadowPath: '/p-shadow.svg',
  previewPath: '/p.png',
  tablePath: '/p-table.svg',
  width: 500,
  height: 600,
  position: 1,
  consumption: [],
  instructions: [],
  areas: [
    { id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' },
    { id: 'aermel', name: 'Ärmel', color: 'aermel' },
  ],
};
export const anonymousShirt: DraftRef = { account: 'anonymous', mode: 'new', id: 'shirt' };

/** The page opened on /configurator/shirt with the content loaded, as the platform would have it. */
export async function openNewDesign(options: { username?: string; navigate?: jest.Mock; resume?: boolean; customFabricsRead?: boolean } = {}): Promise<Scope> {
  const scope = contentLoaded(options);
  await allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'new', id: 'shirt', navigate: options.navigate ?? jest.fn(), resume: options.resume } });
  return scope;
}

/** The platform with the published content loaded (and the device's own fabrics read, unless told otherwise). */
export function contentLoaded(options: { username?: string; customFabricsRead?: boolean } = {}): Scope {
  const loaded = { items: [], publishedAt: null, legacy: [] };
  return fork({
    values: [
      [contentStores.fabrics.$data, { ...loaded, items: [fabric('ringel'), fabric('uni')] }],
      [contentStores.fabrics.$state, 'loaded'],
      [contentStores.materials.$data, loaded],
      [contentStores.materials.$state, 'loaded'],
      [contentStores.sewingPatterns.$data, { ...loaded, items: [pattern] }],
      [contentStores.sewingPatterns.$state, 'loaded'],
      [$customFabricsState, options.customFabricsRead === false ? 'not loaded' : 'loaded'],
      [$session, { username: options.username ?? null, loggedIn: Boolean(options.username) }],
    ],
    handlers: [[model.loadSizesFx, async () => []]],
  });
}

export async function choose(scope: Scope, area: string, fabricId: string) {
  await allSettled(model.areaSelected, { scope, params: area });
  await allSettled(model.fabricChosen, { scope, params: fabricId });
}

/** A clean device for each test: no drafts, no pending save; the model's expected warnings kept out of the output. */
export function cleanDevice(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearPending();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}
