/**
 * This app's German texts (verbatim from SPEC.md), owned and deployed with the app, plus the platform's
 * and the shared pieces' texts it shows. Screens import `strings` from here, never write German inline.
 */
import { platformStrings } from '@nahtlos/platform';
import { uiStrings, withBrand } from '@nahtlos/ui';
import { libraryStrings } from './library';
import { photoStrings } from './photo';

export const strings = {
  ...platformStrings,
  ...uiStrings,
  titles: {
    home: withBrand('{product}'),
    patterns: 'Schnittmuster',
    pattern: 'Schnittmuster',
    inspiration: 'Inspiration',
    fabrics: 'Stoffbibliothek',
    fabric: 'Lieblingsstoffe',
    fotoFeature: 'Foto Feature',
    cropper: 'Zuschneiden',
    saveCustomFabric: 'Foto Feature',
  },
  library: libraryStrings,
  photo: photoStrings,
} as const;
