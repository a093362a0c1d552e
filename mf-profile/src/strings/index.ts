/**
 * This app's German texts (verbatim from SPEC.md), owned and deployed with the app, plus the platform's
 * and the shared pieces' texts it shows. Screens import `strings` from here, never write German inline.
 */
import { platformStrings } from '@nahtlos/platform';
import { uiStrings } from '@nahtlos/ui';
import { profileStrings } from './profile';
import { stashStrings } from './stash';
import { whatToSewStrings } from './whatToSew';

export const strings = {
  ...platformStrings,
  ...uiStrings,
  titles: {
    profile: 'Dein Profil',
    sync: "Gleich geht's weiter...",
    appConnected: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!',
    stash: stashStrings.title,
  },
  profile: profileStrings,
  stash: stashStrings,
  whatToSew: whatToSewStrings,
} as const;
