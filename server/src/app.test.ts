import { redactUrl } from './app';

it('keeps mail-link tokens and download assets out of request logs', () => {
  expect(redactUrl('/auth/activation/abcDEF123_-xyz')).toBe('/auth/activation/[redacted]');
  expect(redactUrl('/auth/password/reset/abcDEF123?x=1')).toBe('/auth/password/reset/[redacted]?x=1');
  expect(redactUrl('/digital-products/download?asset=eyJhIjo.sig&x=1')).toBe('/digital-products/download?asset=[redacted]&x=1');
  expect(redactUrl('/api/app/pattern-projects')).toBe('/api/app/pattern-projects');
});
