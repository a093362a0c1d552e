import { configuratorUrl, configuratorUrlWithFabrics, fabricsFromSearch } from './configuratorUrl';

const searchOf = (url: string) => url.slice(url.indexOf('?'));

describe("the configurator's address with fabrics", () => {
  it('names each area and its fabric, every id encoded on its own', () => {
    expect(configuratorUrlWithFabrics('shirt', { hauptstoff: 'ringel', aermel: 'uni' })).toBe('/configurator/shirt?stoffe=hauptstoff:ringel,aermel:uni');
    expect(configuratorUrlWithFabrics('kleid nr:1', { 'vorne,links': 'mein:stoff ä' })).toBe(
      '/configurator/kleid%20nr%3A1?stoffe=vorne%2Clinks:mein%3Astoff%20%C3%A4',
    );
  });
  it('is the plain address without fills', () => {
    expect(configuratorUrlWithFabrics('shirt', {})).toBe('/configurator/shirt');
    expect(configuratorUrl('shirt')).toBe('/configurator/shirt');
  });
  it('reads back what it builds, ids with separators in them too', () => {
    const fills = { hauptstoff: 'ringel', 'vorne,links': 'mein:stoff ä', 'ärmel': '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(fabricsFromSearch(searchOf(configuratorUrlWithFabrics('shirt', fills)))).toEqual(fills);
  });
  it('is null without `stoffe`, and finds it among other parameters', () => {
    expect(fabricsFromSearch('')).toBeNull();
    expect(fabricsFromSearch('?stoff=a:b')).toBeNull();
    expect(fabricsFromSearch('?x=1&stoffe=a:b&y=2')).toEqual({ a: 'b' });
    expect(fabricsFromSearch('stoffe=a:b')).toEqual({ a: 'b' });
  });
  it('drops pairs that are not two ids and malformed encodings; a later pair for an area wins', () => {
    expect(fabricsFromSearch('?stoffe=')).toEqual({});
    expect(fabricsFromSearch('?stoffe=a,:b,c:,d:e:f,g:%E0%A4%A,h:i,h:j')).toEqual({ h: 'j' });
  });
  it('also reads a value whose separators were encoded too (as URLSearchParams writes it)', () => {
    const search = `?${new URLSearchParams({ stoffe: 'hauptstoff:ringel,aermel:uni' })}`;
    expect(fabricsFromSearch(search)).toEqual({ hauptstoff: 'ringel', aermel: 'uni' });
  });
});
