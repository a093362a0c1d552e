/**
 * What the user designs and the rules that read it, without units: the fill and look of every area, the materials and
 * fabrics an area offers, and the design as a project stores it. The model's parts and the views share them.
 */
import { COLOR_MATERIAL, CUSTOM_MATERIAL, logger, type Fabric, type Material, type ProjectPattern, type SewingPattern } from '@nahtlos/platform';
import { readLook, sameLooks, withLook, type Looks } from '../../../sizing/looks';
import { sameFills, type DraftRef } from '../../../drafts/draftStore';

export type Fills = Record<string, string | null>;

/** What the user designs: the fill of every area and how its print lies (what undo, drafts and saving keep). */
export interface Design {
  fills: Fills;
  looks: Looks;
}
export const EMPTY_DESIGN: Design = { fills: {}, looks: {} };

export interface OpenParams {
  pattern: SewingPattern;
  /** As restored from a project or a draft (unknown fabric ids are dropped). */
  design?: Design;
  /** The design as it starts (empty pattern, saved project) when `design` is a draft: unsaved changes differ from it. */
  start?: Design;
  /** The size the project was saved with. */
  size?: string | null;
  mode: 'new' | 'edit';
  projectId?: string | null;
}

export interface SaveRequest {
  pattern: SewingPattern;
  design: Design;
  /** the chosen size and its drawing scale (null: the pattern has no sizes, or they could not be loaded) */
  size: string | null;
  cmPerUnit: number | null;
  mode: 'new' | 'edit';
  projectId: string | null;
  /** The route's draft, cleared once the project is saved. */
  draft?: DraftRef;
}

/** Materials offered when an area lists none: all of them except cuffs. */
const EXCLUDED_BY_DEFAULT = 'buendchen';

/** The materials of an area (SPEC: its list, or all except 'buendchen'), plus 'Eigene' when custom fabrics exist. */
export function materialsForArea(
  area: SewingPattern['areas'][number] | undefined,
  materials: Material[],
  customFabrics: Fabric[],
  warn = false,
): Material[] {
  if (!area) return [];
  let list: Material[];
  if (area.materials && area.materials.length > 0) {
    list = area.materials.flatMap(({ id }) => {
      const material = materials.find((candidate) => candidate.id === id);
      if (!material && warn) logger.warn(`No material found for: ${id}`);
      return material ? [material] : [];
    });
  } else {
    list = materials.filter((material) => material.id !== EXCLUDED_BY_DEFAULT).sort((a, b) => a.position - b.position);
  }
  if (customFabrics.length > 0 && !list.some((material) => material.id === CUSTOM_MATERIAL.id)) {
    list = [...list, { ...CUSTOM_MATERIAL, fabrics: customFabrics.map((fabric) => fabric.id) }];
  }
  return list;
}

/** Fabrics of a material, narrowed to the chosen variations (none chosen: all), by position. */
export function fabricsForMaterial(material: Material | null, variations: string[], fabrics: Fabric[], customFabrics: Fabric[]): Fabric[] {
  if (!material) return [];
  const pool = material.id === CUSTOM_MATERIAL.id ? customFabrics : fabrics.filter((fabric) => fabric.material === material.id);
  const filtered = variations.length === 0 ? pool : pool.filter((fabric) => fabric.variation !== null && variations.includes(fabric.variation));
  return [...filtered].sort((a, b) => a.position - b.position);
}

/** The design a saved project's pattern holds. */
export function designOf(sewingPattern: ProjectPattern): Design {
  const design: Design = { fills: {}, looks: {} };
  for (const area of sewingPattern.areas) {
    design.fills[area.id] = area.fabric ?? null;
    if (area.scale !== undefined || area.rotation !== undefined) design.looks = withLook(design.looks, area.id, readLook(area));
  }
  return design;
}

/** The fills as the configurator shows them: every area of the pattern, unknown fabrics left empty. */
export function knownFills(pattern: SewingPattern, fills: Fills, index: Map<string, Fabric>): Fills {
  const known: Fills = {};
  for (const area of pattern.areas) {
    const id = fills[area.id];
    known[area.id] = id && index.has(id) ? id : null;
  }
  return known;
}

/** Whether two designs fill and scale every area of the pattern alike (unknown fabrics count as empty). */
export function sameDesign(pattern: SewingPattern, a: Design, b: Design, index: Map<string, Fabric>): boolean {
  const areaIds = pattern.areas.map((area) => area.id);
  return sameFills(areaIds, knownFills(pattern, a.fills, index), knownFills(pattern, b.fills, index)) && sameLooks(areaIds, a.looks, b.looks);
}

/** No area has a fabric or colour yet: the saved design would be the blank pattern. */
export const isEmptyDesign = (design: Design) => !Object.values(design.fills).some(Boolean);

/** Whether a fabric is a plain colour (drawn with its colour instead of an image). */
export function isPlainColor(fabric: Fabric): boolean {
  return fabric.material === COLOR_MATERIAL || (!fabric.path && Boolean(fabric.color));
}

/**
 * The project's pattern as stored: ids of the pattern, its areas, their fabric and materials, the look of areas
 * whose print is scaled or turned, and the size (issue 19; older clients ignore both).
 */
export function toProjectPattern(pattern: SewingPattern, { fills, looks }: Design, size: string | null = null): ProjectPattern {
  return {
    id: pattern.id,
    areas: pattern.areas.map((area) => ({
      id: area.id,
      fabric: fills[area.id] ?? null,
      ...(area.materials ? { materials: area.materials.map((material) => material.id) } : {}),
      ...(looks[area.id] ? { scale: looks[area.id].scale, rotation: looks[area.id].rotation } : {}),
    })),
    ...(size ? { size } : {}),
  };
}
