/**
 * The bus, part 2: the published content's stores (catalogue.ts has the whole bus).
 */
import type { Fabric, Inspiration, Material, SewingPattern } from '../domain/types';
import { createContentStores } from './contentStores';

// ── Content: fabrics, materials, sewing patterns, inspirations (filled by the content caches) ──
export const contentStores = {
  fabrics: createContentStores<Fabric>(),
  materials: createContentStores<Material>(),
  sewingPatterns: createContentStores<SewingPattern>(),
  inspirations: createContentStores<Inspiration>(),
};
export const $fabrics = contentStores.fabrics.$items;
export const $fabricsState = contentStores.fabrics.$state;
export const $materials = contentStores.materials.$items;
export const $materialsState = contentStores.materials.$state;
export const $sewingPatterns = contentStores.sewingPatterns.$items;
export const $sewingPatternsState = contentStores.sewingPatterns.$state;
/** Legacy pattern-id table from the sewing-pattern content. */
export const $legacyPatterns = contentStores.sewingPatterns.$data.map((data) => data.legacy);
export const $inspirations = contentStores.inspirations.$items;
export const $inspirationsState = contentStores.inspirations.$state;
