/** The configurator's route tests' content (a pattern, two fabrics) and the page opened in a fork, as the platform would have it. */
import { allSettled, fork, type Scope } from 'effector';
import { $customFabrics, $customFabricsState, $session, contentStores, type Fabric, type Material, type PatternSize, type SewingPattern } from '@nahtlos/platform';
import { clearPending } from '../pendingSave';
import type { DraftRef } from '../drafts/draftStore';
import * as model from '../pages/Configurator/model';
import { fabricOf, shirtWith } from './content';

export const fabric = (id: string): Fabric => fabricOf(id);
export const pattern = shirtWith();
export const anonymousShirt: DraftRef = { account: 'anonymous', mode: 'new', id: 'shirt' };

/** The page opened on /configurator/shirt (with the query `search`) with the content loaded, as the platform would have it. */
export async function openNewDesign(options: ContentOptions & { navigate?: jest.Mock; resume?: boolean; search?: string } = {}): Promise<Scope> {
  const scope = contentLoaded(options);
  await allSettled(model.ConfiguratorGate.open, {
    scope,
    params: { mode: 'new', id: 'shirt', navigate: options.navigate ?? jest.fn(), resume: options.resume, search: options.search },
  });
  return scope;
}

/** What the platform has loaded: the account, whether the device's own fabrics are read, other content than the default. */
export interface ContentOptions {
  username?: string;
  customFabricsRead?: boolean;
  content?: { patterns: SewingPattern[]; fabrics: Fabric[]; materials: Material[]; customFabrics?: Fabric[] };
  /** The pattern's cut pieces, as the platform would load them (none unless given). */
  sizes?: PatternSize[];
  save?: (request: model.SaveRequest) => Promise<void>;
}

/** The platform with the published content loaded (and the device's own fabrics read, unless told otherwise). */
export function contentLoaded(options: ContentOptions = {}): Scope {
  const loaded = { items: [], publishedAt: null, legacy: [] };
  const { patterns = [pattern], fabrics = [fabric('ringel'), fabric('uni')], materials = [], customFabrics = [] } = options.content ?? {};
  const customRead = options.customFabricsRead !== false;
  return fork({
    values: [
      [contentStores.fabrics.$data, { ...loaded, items: fabrics }],
      [contentStores.fabrics.$state, 'loaded'],
      [contentStores.materials.$data, { ...loaded, items: materials }],
      [contentStores.materials.$state, 'loaded'],
      [contentStores.sewingPatterns.$data, { ...loaded, items: patterns }],
      [contentStores.sewingPatterns.$state, 'loaded'],
      [$customFabrics, customRead ? customFabrics : []],
      [$customFabricsState, customRead ? 'loaded' : 'not loaded'],
      [$session, { username: options.username ?? null, loggedIn: Boolean(options.username) }],
    ],
    handlers: [[model.loadSizesFx, async () => options.sizes ?? []], ...(options.save ? [[model.saveFx, options.save] as [typeof model.saveFx, typeof options.save]] : [])],
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
