import { returnToOf, safeReturnPath, withReturnTo } from './returnTo';

describe('the return address of the account screens', () => {
  it('carries an in-app page on, with its query', () => {
    expect(withReturnTo('/login', '/foto-feature')).toBe('/login?redirect=%2Ffoto-feature');
    expect(withReturnTo('/load/patterns', '/fabric/12?tab=2')).toBe('/load/patterns?redirect=%2Ffabric%2F12%3Ftab%3D2');
    expect(returnToOf('?redirect=%2Ffabric%2F12%3Ftab%3D2')).toBe('/fabric/12?tab=2');
    expect(returnToOf(new URL(`http://x${withReturnTo('/login', '/foto-feature')}`).search)).toBe('/foto-feature');
  });

  it('leaves the path alone without one', () => {
    expect(withReturnTo('/login', null)).toBe('/login');
    expect(returnToOf('')).toBeNull();
    expect(returnToOf('?other=1')).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash address', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'foto-feature'],
    ['the login itself', '/login'],
    ['the registration', '/register/await-email-verfication'],
    ['the sync screen', '/load/patterns'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(withReturnTo('/login', value)).toBe('/login');
  });
});
