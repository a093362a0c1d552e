import { FABRIC_SIZE_MAX_CM as CONTRACT_MAX, FABRIC_SIZE_MESSAGE, fabricSizeCm } from '@nahtlos/contract';
import {
  copyName,
  FABRIC_SIZE_MAX_CM,
  isEmail,
  uploadableName,
  validateFabricSizeCm,
  validateForgotPassword,
  validateLogin,
  validateName,
  validateRegistration,
} from './validation';

describe('login rule', () => {
  it('accepts a well-formed email and any password', () => {
    expect(validateLogin({ email: 'anna@example.de', password: 'x' })).toBeNull();
  });
  it.each([
    ['', 'geheim'],
    ['anna', 'geheim'],
    ['anna@example.de', ''],
  ])('rejects %p / %p with the spec text', (email, password) => {
    expect(validateLogin({ email, password })).toBe('Ungültige Zugangsdaten.');
  });
});

describe('registration rule', () => {
  const ok = { username: 'anna', email: 'anna@example.de', password: 'geheim123', passwordConfirmation: 'geheim123' };
  it('accepts a complete form', () => expect(validateRegistration(ok)).toBeNull());
  it('missing data', () => {
    expect(validateRegistration({ ...ok, username: '' })).toBe('Daten fehlen.');
    expect(validateRegistration({ ...ok, email: 'nope' })).toBe('Daten fehlen.');
    expect(validateRegistration({ ...ok, passwordConfirmation: '' })).toBe('Daten fehlen.');
  });
  it('passwords differ', () => {
    expect(validateRegistration({ ...ok, passwordConfirmation: 'geheim124' })).toBe('Die Passwörter stimmen nicht überein.');
  });
  it('password too short', () => {
    expect(validateRegistration({ ...ok, password: 'kurz', passwordConfirmation: 'kurz' })).toBe('Passwort zu kurz.');
  });
});

describe('forgot password and names', () => {
  it('email required and well-formed', () => {
    expect(validateForgotPassword('anna@example.de')).toBeNull();
    expect(validateForgotPassword('')).not.toBeNull();
    expect(isEmail(' a@b.de ')).toBe(true);
  });
  it('names up to 20 characters', () => {
    expect(validateName('x'.repeat(20))).toBeNull();
    expect(validateName('x'.repeat(21))).toBe('Höchstens 20 Zeichen.');
  });
  it.each(['', ' ', '   ', '\t\n '])('refuses the empty or all-space name %p', (name) => {
    expect(validateName(name)).toBe('Bitte gib einen Namen ein.');
  });
  it('judges the trimmed name: surrounding spaces do not count towards the limit', () => {
    expect(validateName('  Jacke  ')).toBeNull();
    expect(validateName(`  ${'x'.repeat(20)}  `)).toBeNull();
    expect(validateName(` ${'x'.repeat(21)} `)).toBe('Höchstens 20 Zeichen.');
  });
  it('refuses text-direction controls with the German message the server answers', () => {
    for (const name of ['\u202Eekcaj\u202C', 'Jacke\u2067', '\u202AJacke']) {
      expect(validateName(name)).toBe('Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.');
    }
  });
  it('repairs names stored under an older rule before an upload; leaves good names as they are', () => {
    expect(uploadableName('\u202Eekcaj\u202C')).toBe('ekcaj');
    expect(uploadableName('\u202E\u202C')).toBe('Ohne Namen');
    expect(uploadableName('   ')).toBe('Ohne Namen');
    expect(uploadableName('x'.repeat(25))).toBe('x'.repeat(20));
    expect(uploadableName(' Jacke ')).toBe('Jacke');
    for (const name of ['\u202Eekcaj\u202C', '\u202E\u202C', '  ', 'x'.repeat(25)]) expect(validateName(uploadableName(name))).toBeNull();
  });
  it('copy names stay within 20 characters', () => {
    expect(copyName('Kleid')).toBe('Kleid (Kopie)');
    expect(copyName('Ein sehr langer Name')).toBe('Ein sehr lan (Kopie)');
    expect(Array.from(copyName('Ein sehr langer Name')).length).toBeLessThanOrEqual(20);
  });
});

describe("a custom fabric's length or width in cm", () => {
  it('takes a whole number from 1 to 10000, or null (not given, cleared)', () => {
    for (const good of [1, 50, 140, 10_000, null]) expect(validateFabricSizeCm(good)).toBeNull();
  });

  it('refuses anything else with the German message the server answers too', () => {
    for (const bad of [0, -1, 1.5, 10_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateFabricSizeCm(bad)).toBe(FABRIC_SIZE_MESSAGE);
    }
  });

  it('agrees with the API contract on every value (the platform keeps zod out of its first JavaScript)', () => {
    expect(FABRIC_SIZE_MAX_CM).toBe(CONTRACT_MAX);
    for (const value of [-1, 0, 1, 2.5, 9_999, 10_000, 10_001, null]) {
      expect({ value, valid: validateFabricSizeCm(value) === null }).toEqual({ value, valid: fabricSizeCm.safeParse(value).success });
    }
  });
});
