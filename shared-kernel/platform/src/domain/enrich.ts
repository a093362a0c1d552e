/**
 * Enriches a stored project from content (SPEC section 4): the pattern, the fabrics and plain
 * colours it uses. A fabric id not among the shipped fabrics is looked up among custom fabrics, then
 * among the user's deleted own fabrics (listed as 'Gelöschter Stoff', issue 36); still missing gives
 * 'No fabric found for id {id}.'; an area material that does not exist gives 'No material found for: {id}'
 * and is omitted. The caller passes what is warned about to its logger (the domain imports none).
 */
import { convertLegacyPattern } from './legacy';
import { COLOR_MATERIAL } from './materials';
import type { Fabric, LegacyEntry, Material, PatternProject, ProjectPattern, SewingPattern } from './types';

export interface ContentSnapshot {
  fabrics: Fabric[];
  materials: Material[];
  sewingPatterns: SewingPattern[];
  legacy: LegacyEntry[];
  customFabrics: Fabric[];
  /** Own fabrics the user deleted, as designs still name them (since 2.8.0). */
  deletedCustomFabrics?: Fabric[];
}

export const emptyContent: ContentSnapshot = { fabrics: [], materials: [], sewingPatterns: [], legacy: [], customFabrics: [] };

export interface Enriched {
  sewingPattern: ProjectPattern;
  pattern?: SewingPattern;
  fabrics: Fabric[];
  colors: string[];
  /** Per area: the materials that exist (missing ones omitted). */
  areaMaterials: Record<string, Material[]>;
}

export { COLOR_MATERIAL } from './materials';

export function findFabric(id: string, content: ContentSnapshot): Fabric | undefined {
  const byId = (fabric: Fabric) => fabric.id === id;
  return content.fabrics.find(byId) ?? content.customFabrics.find(byId) ?? content.deletedCustomFabrics?.find(byId);
}

export function enrichProject(project: Pick<PatternProject, 'sewingPattern'>, content: ContentSnapshot, warn: (message: string) => void): Enriched {
  const sewingPattern = convertLegacyPattern(project.sewingPattern, content.legacy);
  const pattern = content.sewingPatterns.find((candidate) => candidate.id === sewingPattern.id);
  const fabrics: Fabric[] = [];
  const colors: string[] = [];
  const areaMaterials: Record<string, Material[]> = {};
  for (const area of sewingPattern.areas) {
    if (area.materials) {
      areaMaterials[area.id] = area.materials.flatMap((id) => {
        const material = content.materials.find((candidate) => candidate.id === id);
        if (!material) warn(`No material found for: ${id}`);
        return material ? [material] : [];
      });
    }
    if (!area.fabric) continue;
    const fabric = findFabric(area.fabric, content);
    if (!fabric) {
      warn(`No fabric found for id ${area.fabric}.`);
      continue;
    }
    if (fabric.material === COLOR_MATERIAL && fabric.color) {
      if (!colors.includes(fabric.color)) colors.push(fabric.color);
    } else if (!fabrics.some((other) => other.id === fabric.id)) {
      fabrics.push(fabric);
    }
  }
  return { sewingPattern, pattern, fabrics, colors, areaMaterials };
}
