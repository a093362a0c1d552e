import type { PatternArea } from '@nahtlos/contract/content';
import type { StashFabric } from './types';

/** The material own fabrics are listed under in the configurator ('Eigene'; CUSTOM_MATERIAL.id in @nahtlos/platform). */
export const OWN_MATERIAL = 'custom';
/** Offered in every area that lists no materials, except this one (cuffs): the configurator's rule (SPEC). */
export const EXCLUDED_BY_DEFAULT = 'buendchen';

/** An own fabric: no material, or the configurator's 'custom'. */
export const isOwnFabric = (fabric: StashFabric): boolean => fabric.material == null || fabric.material === OWN_MATERIAL;

/**
 * Whether an area may be cut from this fabric, as the configurator offers it (`materialsForArea` in
 * mf-configurator): the area's materials, or every material but cuffs when it lists none; own fabrics ('Eigene')
 * in every area.
 */
export function areaAllows(area: PatternArea, fabric: StashFabric): boolean {
  if (isOwnFabric(fabric)) return true;
  if (area.materials && area.materials.length > 0) return area.materials.some(({ id }) => id === fabric.material);
  return fabric.material !== EXCLUDED_BY_DEFAULT;
}
