import { combine } from 'effector';
import { $customFabrics, $deletedCustomFabrics, $fabrics, $legacyPatterns, $materials, $sewingPatterns } from '../bus/catalogue';
import type { ContentSnapshot } from '../domain/enrich';

/** The content currently loaded, for enriching projects (fabrics, materials, patterns, legacy table). */
export const $contentSnapshot = combine<ContentSnapshot>({
  fabrics: $fabrics,
  materials: $materials,
  sewingPatterns: $sewingPatterns,
  legacy: $legacyPatterns,
  customFabrics: $customFabrics,
  deletedCustomFabrics: $deletedCustomFabrics,
});
