/** The configurator tests' content: a fabric and the shirt pattern, each with what a test changes. */
import type { Fabric, SewingPattern } from '@nahtlos/platform';

/** A shipped jersey fabric with a 512 px image and no thumbnail, unless `extra` says otherwise. */
export const fabricOf = (id: string, extra: Partial<Fabric> = {}): Fabric => ({
  id,
  name: id,
  material: 'jersey',
  variation: null,
  position: 1,
  thumbnail: null,
  path: `/media/${id}.jpg`,
  headerPath: null,
  width: 512,
  height: 512,
  isCustom: false,
  slides: [],
  ...extra,
});

/** The shirt pattern (500 × 600) with these areas (its front and sleeves unless a test needs others). */
export const shirtWith = (
  areas: SewingPattern['areas'] = [
    { id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' },
    { id: 'aermel', name: 'Ärmel', color: 'aermel' },
  ],
): SewingPattern => ({
  id: 'shirt',
  name: 'Shirt',
  subline: '',
  kind: 'shirt',
  path: '/p.svg',
  shadowPath: '/p-shadow.svg',
  previewPath: '/p.png',
  tablePath: '/p-table.svg',
  width: 500,
  height: 600,
  position: 1,
  consumption: [],
  instructions: [],
  areas,
});
