/** The configurator's route tests' content (a pattern, two fabrics) and the page opened in a fork, as the platform would have it. */
import { allSettled, fork, type Scope } from 'effector';
import { $customFabricsState, $session, contentStores, type Fabric } from '@nahtlos/platform';
import { clearPending } from '../pendingSave';
import type { DraftRef } from '../drafts/draftStore';
import * as model from '../pages/Configurator/model';
import { fabricOf, shirtWith } from './content';

export const fabric = (id: string): Fabric => fabricOf(id);
export const pattern = shirtWith();
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
