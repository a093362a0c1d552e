import type { Material } from './types';

/** Plain-colour material id (SPEC section 3). */
export const COLOR_MATERIAL = 'farbe';

/** The material custom fabrics (the user's photos) are listed under. */
export const CUSTOM_MATERIAL: Material = { id: 'custom', name: 'Eigene', description: '', composition: '', variations: [], position: 1000, fabrics: [] };
