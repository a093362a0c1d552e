import { allSettled } from 'effector';
import { customFabricsRead } from '@nahtlos/platform';
import { configuratorUrlWithFabrics } from '../../../configuratorUrl';
import { readDraft, writeDraft } from '../../../drafts/draftStore';
import { custom, fabrics, materials, pattern, sized } from '../../../test/configuratorModel';
import { anonymousShirt, choose, cleanDevice, openNewDesign, type ContentOptions } from '../../../test/configuratorRoute';
import * as model from '.';

cleanDevice();

// the shirt: 'hauptstoff' and 'aermel' offer every material but cuffs, 'buendchen' cuffs and colours; one own fabric
const content = { patterns: [pattern], fabrics, materials, customFabrics: custom };
const searchFor = (fills: Record<string, string>) => configuratorUrlWithFabrics('shirt', fills).replace(/^[^?]*/, '');
const openWith = (fills: Record<string, string>, options: ContentOptions & { navigate?: jest.Mock } = {}) =>
  openNewDesign({ content, search: searchFor(fills), ...options });

describe('a new design opened with fabrics in its address (?stoffe=)', () => {
  it('fills those areas as picks would, leaves the others empty and replaces the address with the plain one', async () => {
    const navigate = jest.fn();
    const scope = await openWith({ hauptstoff: 'ringel', buendchen: 'bund-uni' }, { navigate });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', buendchen: 'bund-uni', aermel: null });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$dirty)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/configurator/shirt', { replace: true });
  });

  it('changes the address only after the call that opened the page (the router must not change while it renders)', async () => {
    const navigate = jest.fn();
    const opening = openWith({ hauptstoff: 'ringel' }, { navigate });
    expect(navigate).not.toHaveBeenCalled();
    await opening;
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown areas, unknown fabrics and fabrics an area does not offer', async () => {
    // cuffs not in the front, jersey not in the cuffs
    const scope = await openWith({ hauptstoff: 'bund-uni', buendchen: 'ringel', aermel: 'melange', kragen: 'uni-blau', constructor: 'ringel' });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, buendchen: null, aermel: 'melange' });
    const colours = await openWith({ hauptstoff: 'gibt-es-nicht', buendchen: 'farbe-rot' });
    expect(colours.getState(model.$fills)).toEqual({ hauptstoff: null, buendchen: 'farbe-rot', aermel: null });
  });

  it('opens empty when nothing valid remains, keeping a stored draft without offering it', async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'ringel' });
    const navigate = jest.fn();
    const scope = await openWith({ buendchen: 'ringel', kragen: 'uni-blau' }, { navigate });
    expect(scope.getState(model.$pattern)?.id).toBe('shirt');
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, buendchen: null, aermel: null });
    expect(scope.getState(model.$dirty)).toBe(false);
    expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel' });
    expect(navigate).toHaveBeenCalledWith('/configurator/shirt', { replace: true });
  });

  it("waits for the device's own fabrics when it names one, and fills it once they are read", async () => {
    const navigate = jest.fn();
    const scope = await openWith({ hauptstoff: 'mein-stoff', buendchen: 'mein-stoff', aermel: 'ringel' }, { navigate, customFabricsRead: false });
    expect(scope.getState(model.$source)).toEqual({ status: 'loading' });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(customFabricsRead, { scope, params: custom });
    // the picker offers own fabrics ('Eigene') in every area
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'mein-stoff', buendchen: 'mein-stoff', aermel: 'ringel' });
    expect(navigate).toHaveBeenCalledWith('/configurator/shirt', { replace: true });
  });

  it("opens at once with shipped fabrics only, even over a draft that names the device's own", async () => {
    writeDraft(anonymousShirt, 'shirt', { hauptstoff: 'mein-stoff' });
    const scope = await openWith({ aermel: 'ringel' }, { customFabricsRead: false });
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: null, buendchen: null, aermel: 'ringel' });
  });

  it('wins over a stored draft and is the draft from then on: later picks keep it, the plain address offers it back', async () => {
    writeDraft(anonymousShirt, 'shirt', { aermel: 'uni-blau' });
    const scope = await openWith({ hauptstoff: 'ringel' });
    expect(scope.getState(model.$offeringDraft)).toBe(false);
    expect(scope.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', buendchen: null, aermel: null });
    expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel' });

    await choose(scope, 'aermel', 'melange');
    expect(readDraft(anonymousShirt)?.fills).toEqual({ hauptstoff: 'ringel', buendchen: null, aermel: 'melange' });

    // a reload opens the plain address the query was replaced with: the draft, offered as usual
    const reloaded = await openNewDesign({ content });
    expect(reloaded.getState(model.$offeringDraft)).toBe(true);
    await allSettled(model.draftResumed, { scope: reloaded });
    expect(reloaded.getState(model.$fills)).toEqual({ hauptstoff: 'ringel', buendchen: null, aermel: 'melange' });
  });

  it("counts those fabrics in the 'Stoffverbrauch'", async () => {
    const outline: [number, number][] = [[0, 0], [48, 0], [48, 38], [0, 38]];
    const sizes = [{ size: '98/104', scale: 0.12, pieces: { hauptstoff: [{ name: 'Teil', outline, quantity: 2, onFold: false, grain: 'lengthwise' as const }] } }];
    const scope = await openNewDesign({ content: { ...content, patterns: [sized] }, sizes, search: searchFor({ hauptstoff: 'ringel' }) });
    await allSettled(model.editorShown, { scope, params: sized.id });
    await allSettled(model.yardageToggled, { scope, params: true });
    expect(scope.getState(model.$fabricNeeds).map(({ fabric, lengthCm }) => [fabric.id, lengthCm])).toEqual([['ringel', 40]]);
  });

  it('saves as a new design with those fabrics', async () => {
    const save = jest.fn(async () => undefined);
    const scope = await openWith({ hauptstoff: 'ringel', aermel: 'mein-stoff' }, { save });
    await allSettled(model.saveRequested, { scope });
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'new', projectId: null, design: { fills: { hauptstoff: 'ringel', buendchen: null, aermel: 'mein-stoff' }, looks: {} } }),
    );
  });
});
