import { allSettled, fork, type Scope } from 'effector';
import { $customFabricsState, $dialogs, $session, contentStores, dialogClosed, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { readPending, storePending, clearPending } from '../../pendingSave';
import { draftKey, readDraft, writeDraft, type DraftRef } from '../../drafts/draftStore';
import { backStep } from './backStep';
import * as model from './model';

const fabric = (id: string): Fabric => ({
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
const pattern: SewingPattern = {
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
const anonymousShirt: DraftRef = { account: 'anonymous', mode: 'new', id: 'shirt' };

/** The page opened on /configurator/shirt with the content loaded, as the platform would have it. */
async function openNewDesign(options: { username?: string; navigate?: jest.Mock; resume?: boolean; customFabricsRead?: boolean } = {}): Promise<Scope> {
  const scope = contentLoaded(options);
  await allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'new', id: 'shirt', navigate: options.navigate ?? jest.fn(), resume: options.resume } });
  return scope;
}

/** The platform with the published content loaded (and the device's own fabrics read, unless told otherwise). */
function contentLoaded(options: { username?: string; customFabricsRead?: boolean } = {}): Scope {
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

async function choose(scope: Scope, area: string, fabricId: string) {
  await allSettled(model.areaSelected, { scope, params: area });
  await allSettled(model.fabricChosen, { scope, params: fabricId });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearPending();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('opening a new design', () => {
  it('resolves in the same call that opens the route: the first render already shows the editor (as the first paint did)', () => {
    const scope = contentLoaded();
    // no await: the page renders right after opening its gate
    void allSettled(model.ConfiguratorGate.open, { scope, params: { mode: 'new', id: 'shirt' } });
    expect(scope.getState(model.$source)).toMatchObject({ status: 'ready', pattern: { id: 'shirt' }, draft: null });
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
    expect(scope.getState(model.$selectedAreaId)).toBe('hauptstoff');
  });

  it("does not wait for the device's own fabrics when no draft continues it", async () => {
    const scope = await openNewDesign({ customFabricsRead: false });
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
  });

  it("waits for the device's own fabrics when a draft may name them", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: null });
    const scope = await openNewDesign({ customFabricsRead: false });
    expect(scope.getState(model.$source)).toEqual({ status: 'loading' });
    await allSettled($customFabricsState, { scope, params: 'loaded' });
    expect(scope.getState(model.$offeringDraft)).toBe(true);
  });
});

describe('configurator drafts', () => {
  it('keeps every change as the draft of the route and account; back at the start, the draft is gone', async () => {
    const scope = await openNewDesign({ username: 'mila' });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$dirty)).toBe(false);
    await choose(scope, 'hauptstoff', 'ringel');
    await choose(scope, 'aermel', 'uni');
    expect(scope.getState(model.$dirty)).toBe(true);
    const mine: DraftRef = { account: 'mila', mode: 'new', id: 'shirt' };
    expect(readDraft(mine)?.fills).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(readDraft(anonymousShirt)).toBeNull();
    await allSettled(model.undo, { scope });
    expect(readDraft(mine)?.fills).toEqual({ hauptstoff: 'ringel', aermel: null });
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$dirty)).toBe(false);
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
  });

  it("keeps how prints are scaled and turned in the draft, and 'Entwurf fortsetzen' restores it", async () => {
    const scope = await openNewDesign();
    await choose(scope, 'hauptstoff', 'ringel');
    await allSettled(model.scaleChanged, { scope, params: 150 });
    await allSettled(model.rotationChanged, { scope, params: 90 });
    expect(readDraft(anonymousShirt)?.looks).toEqual({ hauptstoff: { scale: 150, rotation: 90 } });

    const again = await openNewDesign();
    expect(again.getState(model.$offeringDraft)).toBe(true);
    await allSettled(model.draftResumed, { scope: again });
    expect(again.getState(model.$looks)).toEqual({ hauptstoff: { scale: 150, rotation: 90 } });
    expect(again.getState(model.$dirty)).toBe(true);
  });

  it("offers a stored draft before the design opens: 'Entwurf fortsetzen' restores its fills", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: 'uni' });
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(true);
    expect(scope.getState(model.$pattern)).toBeNull(); // nothing to edit (or overwrite) before the choice
    await allSettled(model.draftResumed, { scope });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(scope.getState(model.$dirty)).toBe(true);
    expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
  });

  it("back from the save screen (resume): the draft opens at once, without the offer, still unsaved", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel', aermel: 'uni' });
    const scope = await openNewDesign({ resume: true });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
    expect(scope.getState(model.$dirty)).toBe(true);
  });

  it("'Verwerfen' drops the draft and opens the empty pattern", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel' });
    const scope = await openNewDesign();
    await allSettled(model.draftDiscarded, { scope });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, aermel: null });
    expect(readDraft(anonymousShirt)).toBeNull();
  });

  it('offers nothing for a draft like the start or of unknown fabrics only, and drops it', async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'gibt-es-nicht', aermel: null });
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
    expect(readDraft(anonymousShirt)).toBeNull();
  });

  it('a pending save of an earlier design does not fill a new design of the pattern', async () => {
    storePending(
      { mode: 'new', patternId: 'shirt', projectId: null, sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'ringel' }] }, svg: '<svg/>', createdAt: 1 },
      null,
    );
    const scope = await openNewDesign();
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, aermel: null });
  });

  it("saving the project (the save screen's clearPending) clears the design's draft", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel' });
    storePending(
      { mode: 'new', patternId: 'shirt', projectId: null, sewingPattern: { id: 'shirt', areas: [] }, svg: '<svg/>', createdAt: 1, draft: anonymousShirt },
      null,
    );
    clearPending();
    expect(readPending()).toBeNull();
    expect(readDraft(anonymousShirt)).toBeNull();
  });

  it("← with unsaved changes asks 'Änderungen verwerfen?': 'Weiter bearbeiten' stays, 'Verwerfen' drops the draft and goes back", async () => {
    const navigate = jest.fn();
    const scope = await openNewDesign({ navigate });
    await choose(scope, 'hauptstoff', 'ringel');

    const answer = async (buttonId: string) => {
      const dialog = scope.getState($dialogs)[0];
      expect([dialog.title, dialog.buttons.map((button) => button.label)]).toEqual(['Änderungen verwerfen?', ['Weiter bearbeiten', 'Verwerfen']]);
      await allSettled(dialogClosed, { scope, params: { id: dialog.id, buttonId } });
    };
    const asked = allSettled(model.backRequested, { scope });
    await Promise.resolve();
    await answer('cancel');
    await asked;
    expect(navigate).not.toHaveBeenCalled();
    expect(readDraft(anonymousShirt)).not.toBeNull();

    const again = allSettled(model.backRequested, { scope });
    await Promise.resolve();
    await answer('confirm');
    await again;
    expect(readDraft(anonymousShirt)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/configurator', { replace: false }); // no app entry before (idx 0)
  });

  it('← without changes goes back without asking', async () => {
    const navigate = jest.fn();
    const scope = await openNewDesign({ navigate });
    await allSettled(model.backRequested, { scope });
    expect(scope.getState($dialogs)).toEqual([]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('the configurator’s ← (backStep)', () => {
  it('a new design: one step back after an app entry, else the pattern list', () => {
    expect(backStep('new', 'shirt', { idx: 2 }, null)).toEqual({ back: true });
    expect(backStep('new', 'shirt', { idx: 0 }, null)).toEqual({ back: false, to: '/configurator', replace: false });
  });
  it('editing: one step back to the details entry right before, else the details replace the editor', () => {
    expect(backStep('edit', 'p1', { idx: 4 }, { projectId: 'p1', idx: 3 })).toEqual({ back: true });
    expect(backStep('edit', 'p1', { idx: 4 }, { projectId: 'p2', idx: 3 })).toEqual({ back: false, to: '/details/p1', replace: true });
    expect(backStep('edit', 'p1', { idx: 6 }, { projectId: 'p1', idx: 3 })).toEqual({ back: false, to: '/details/p1', replace: true });
    expect(backStep('edit', 'p1', null, null)).toEqual({ back: false, to: '/details/p1', replace: true });
  });
});
