/**
 * This app's German texts (verbatim from SPEC.md), owned and deployed with the app, plus the platform's
 * and the shared pieces' texts it shows. Screens import `strings` from here, never write German inline.
 */
import { platformStrings } from '@nahtlos/platform';
import { uiStrings } from '@nahtlos/ui';
import { accountStrings } from './account';

export const strings = {
  ...platformStrings,
  ...uiStrings,
  titles: {
    login: 'Einloggen',
    register: 'Profil Anlegen',
    awaitEmail: 'Schön, dass du da bist!',
    completed: 'Geschafft!',
    forgotPassword: 'Passwort vergessen?',
  },
  account: accountStrings,
} as const;
