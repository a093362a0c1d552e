/**
 * The `?stoffe=` handling of a new design's address (issue 40): its fills parsed, narrowed to what the picker offers,
 * and the plain address that replaces it. A chunk of its own, loaded by the route only when the address asks for
 * fills: a first visit's plain address runs none of it (issue 41's budget).
 */
import type { Fabric, Material, SewingPattern } from '@nahtlos/platform';
import { fabricsForMaterial, materialsForArea, type Fills } from './design';

export { configuratorUrl, fabricsFromSearch } from '../../../configuratorUrl';

/** The fabrics of an assignment the picker offers for their areas; unknown areas and fabrics, and fabrics an area refuses, are left out. */
export function offeredFills(pattern: SewingPattern, assignment: Record<string, string>, materials: Material[], fabrics: Fabric[], customFabrics: Fabric[]): Fills {
  const fills: Fills = {};
  for (const area of pattern.areas) {
    const fabricId: unknown = assignment[area.id]; // an inherited key (an area named 'constructor') is no string
    const offered = (material: Material) => fabricsForMaterial(material, [], fabrics, customFabrics).some((fabric) => fabric.id === fabricId);
    if (typeof fabricId === 'string' && materialsForArea(area, materials, customFabrics).some(offered)) fills[area.id] = fabricId;
  }
  return fills;
}
