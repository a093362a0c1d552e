import { backDestination, hasAppEntryBefore } from './back';

describe('the header back decision', () => {
  it('goes one step back when an app entry comes before this one', () => {
    expect(backDestination({ usr: null, key: 'k2', idx: 2 })).toBe(-1);
    expect(backDestination({ usr: null, key: 'k1', idx: 1 }, '/profile')).toBe(-1);
  });

  it("goes to the page's logical parent when the app was opened on this entry (the entry before is not the app's)", () => {
    // opened straight on the page: the first entry counts as idx 0
    expect(backDestination({ idx: 0 }, '/profile')).toBe('/profile');
    expect(backDestination({ idx: 0 })).toBe('/');
    // a replace on the first entry keeps idx 0 though it has a key
    expect(backDestination({ usr: null, key: 'abc', idx: 0 })).toBe('/');
  });

  it('goes to the logical parent when the entry carries no number (written outside the router, or none at all)', () => {
    expect(backDestination(null, '/login')).toBe('/login');
    expect(backDestination(undefined)).toBe('/');
    expect(backDestination({ idx: '3' })).toBe('/');
    expect(hasAppEntryBefore({})).toBe(false);
  });
});
