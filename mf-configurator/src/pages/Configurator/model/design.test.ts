import { captureLogs } from '@nahtlos/testing';
import { materials, fabrics, custom, pattern, quietConsole } from '../../../test/configuratorModel';
import { fabricsForMaterial, materialsForArea } from '.';
import { offeredFills } from './addressFills';

quietConsole();

describe('materialsForArea / fabricsForMaterial', () => {
  it('uses the area list, or all materials except buendchen sorted by position, plus Eigene when custom fabrics exist', () => {
    expect(materialsForArea(pattern.areas[0], materials, []).map((m) => m.id)).toEqual(['jersey', 'sweat', 'farbe']);
    expect(materialsForArea(pattern.areas[1], materials, []).map((m) => m.id)).toEqual(['buendchen', 'farbe']);
    const withCustom = materialsForArea(pattern.areas[0], materials, custom);
    expect(withCustom.map((m) => m.name)).toEqual(['Jersey', 'Sweat', 'Farben', 'Eigene']);
  });
  it('warns about materials an area names that do not exist, and omits them', async () => {
    const { records } = await captureLogs(() => materialsForArea(pattern.areas[1], materials, [], true));
    expect(records.map((r) => r.message)).toContain('No material found for: gibtsnicht');
  });
  it('filters fabrics by material and chosen variations, ordered by position', () => {
    expect(fabricsForMaterial(materials[1], [], fabrics, []).map((f) => f.id)).toEqual(['uni-blau', 'ringel']);
    expect(fabricsForMaterial(materials[1], ['jersey-streifen'], fabrics, []).map((f) => f.id)).toEqual(['ringel']);
  });
});

describe('offeredFills', () => {
  it('keeps the fabrics the picker offers for their areas: own fabrics everywhere, no cuffs in the front, no jersey in the cuffs', () => {
    const assignment = { hauptstoff: 'bund-uni', buendchen: 'farbe-rot', aermel: 'mein-stoff', kragen: 'ringel' };
    expect(offeredFills(pattern, assignment, materials, fabrics, custom)).toEqual({ buendchen: 'farbe-rot', aermel: 'mein-stoff' });
    expect(offeredFills(pattern, { buendchen: 'ringel', aermel: 'gibt-es-nicht' }, materials, fabrics, custom)).toEqual({});
  });
  it("drops an own fabric while the device's own fabrics are not there", () => {
    expect(offeredFills(pattern, { aermel: 'mein-stoff' }, materials, fabrics, [])).toEqual({});
  });
});
