/**
 * This app's German texts (verbatim from SPEC.md), owned and deployed with the app, plus the platform's
 * and the shared pieces' texts it shows. Screens import `strings` from here, never write German inline.
 */
import { platformStrings } from '@nahtlos/platform';
import { uiStrings } from '@nahtlos/ui';
import { configuratorStrings } from './configurator';

export const strings = {
  ...platformStrings,
  ...uiStrings,
  titles: {
    configurator: 'Schnitt designen',
    save: 'Projekt speichern',
    details: 'Dein Design',
  },
  configurator: configuratorStrings,
} as const;
