import { fabrics, materials } from '../../../test/fixtures';
import {
  availableColorFamilies,
  filterFromParams,
  filterToParams,
  groupFabrics,
  isFiltered,
  libraryMaterials,
  matchesFilter,
  normalise,
  noFilter,
  showBackToTop,
} from './model';

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('grouping and sorting', () => {
  it('lists every material except plain colours, by position', () => {
    expect(ids(libraryMaterials(materials))).toEqual(['jersey', 'sweat']);
    expect(ids(libraryMaterials([...materials, { ...materials[0], id: 'custom', position: 0 }]))).toEqual(['jersey', 'sweat']);
  });

  it('groups fabrics by variation in the material’s variation order, sorted by position, unknown variations last', () => {
    const [jersey, sweat] = groupFabrics(materials, fabrics);
    expect(jersey.material.id).toBe('jersey');
    expect(jersey.groups.map((group) => group.name)).toEqual(['Uni', 'Streifen', null]);
    expect(jersey.groups.map((group) => ids(group.fabrics))).toEqual([
      ['jersey-senf', 'jersey-ozean'],
      ['ringel-rot', 'ringel-ostsee'],
      ['jersey-sonder'],
    ]);
    expect(jersey.count).toBe(5);
    expect(sweat.groups.map((group) => ids(group.fabrics))).toEqual([['sweat-grau']]);
  });

  it('never lists plain colours', () => {
    const all = groupFabrics(materials, fabrics).flatMap((section) => section.groups.flatMap((group) => ids(group.fabrics)));
    expect(all).not.toContain('farbe-rot');
  });

  it('breaks position ties by name', () => {
    const tied = [
      { ...fabrics[1], id: 'b', name: 'Zebra', position: 1 },
      { ...fabrics[1], id: 'a', name: 'Apfel', position: 1 },
    ];
    expect(ids(groupFabrics(materials, tied)[0].groups[0].fabrics)).toEqual(['a', 'b']);
  });
});

describe('filters and search', () => {
  it('filters by colour family and drops emptied sections and groups', () => {
    const sections = groupFabrics(materials, fabrics, { ...noFilter, color: 'blau' });
    expect(sections).toHaveLength(1);
    expect(sections[0].groups.map((group) => ids(group.fabrics))).toEqual([['jersey-ozean'], ['ringel-ostsee']]);
  });

  it('filters by material', () => {
    expect(ids(groupFabrics(materials, fabrics, { ...noFilter, material: 'sweat' }).map((section) => section.material))).toEqual(['sweat']);
  });

  it('searches names case- and umlaut-insensitively', () => {
    expect(normalise('  GRÜN Straße ')).toBe('grun strasse');
    expect(matchesFilter(fabrics[0], { ...noFilter, query: 'ringel' })).toBe(true);
    expect(matchesFilter(fabrics[0], { ...noFilter, query: 'OSTSEE' })).toBe(true);
    expect(matchesFilter(fabrics[0], { ...noFilter, query: 'senf' })).toBe(false);
    const found = groupFabrics(materials, fabrics, { ...noFilter, query: 'ringel' });
    expect(found.flatMap((section) => section.groups.flatMap((group) => ids(group.fabrics)))).toEqual(['ringel-rot', 'ringel-ostsee']);
  });

  it('combines colour, material and search', () => {
    expect(groupFabrics(materials, fabrics, { color: 'rot', material: 'jersey', query: 'ringel' })[0].count).toBe(1);
    expect(groupFabrics(materials, fabrics, { color: 'rot', material: 'sweat', query: '' })).toEqual([]);
  });

  it('offers only colour families present among listed fabrics, in palette order', () => {
    // 'rot' comes from a jersey; the plain colour 'farbe-rot' alone would not count
    expect(availableColorFamilies(materials, fabrics)).toEqual(['rot', 'gelb', 'grün', 'blau', 'grau']);
    expect(availableColorFamilies(materials, [fabrics[6]])).toEqual([]);
  });

  it('round-trips the filter through the URL', () => {
    const filter = { color: 'grün', material: 'jersey', query: 'ringel' };
    const params = filterToParams(filter);
    expect(params.toString()).toBe('farbe=gr%C3%BCn&material=jersey&q=ringel');
    expect(filterFromParams(params)).toEqual(filter);
    expect(filterFromParams(new URLSearchParams())).toEqual(noFilter);
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, query: '  ' })).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });
});

describe("'Wieder nach oben'", () => {
  it('only with results and more than half a screen to scroll back over', () => {
    expect(showBackToTop({ results: 40, pageHeight: 3000, viewportHeight: 900 })).toBe(true);
    expect(showBackToTop({ results: 40, pageHeight: 1351, viewportHeight: 900 })).toBe(true);
    expect(showBackToTop({ results: 4, pageHeight: 1350, viewportHeight: 900 })).toBe(false);
    expect(showBackToTop({ results: 0, pageHeight: 3000, viewportHeight: 900 })).toBe(false);
    expect(showBackToTop({ results: 12, pageHeight: 0, viewportHeight: 0 })).toBe(false); // not measured yet
  });
});
