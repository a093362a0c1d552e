/**
 * The size and the yardage of a saved design (issue 19), as its details page and its share image list them:
 * the size it was saved with (a design saved before sizes: this device's size), each fabric at its own width.
 */
import { formatMetres } from '@nahtlos/contract/yardage';
import type { Fabric, PatternSize, ProjectPattern, SewingPattern } from '@nahtlos/platform';
import { strings } from '../strings';
import type { PlanCutting } from '../cuttingPlan/engine';
import { readLook, type Looks } from './looks';
import { rememberedSize, sizeToShow } from './sizeMemory';
import { fabricNeeds, type FabricNeed } from './yardage';

const t = strings.configurator;

export interface DesignYardage {
  size: string;
  needs: FabricNeed[];
}

/**
 * Every fabric by id: the shipped ones, then the user's own, then the own ones deleted since (designs that use
 * them keep them as 'Gelöschter Stoff', with their yardage).
 */
export function fabricIndexOf(shipped: readonly Fabric[], custom: readonly Fabric[], deleted: readonly Fabric[] = []): Map<string, Fabric> {
  const index = new Map<string, Fabric>();
  for (const fabric of [...shipped, ...custom, ...deleted]) if (!index.has(fabric.id)) index.set(fabric.id, fabric);
  return index;
}

export function designYardage(
  pattern: SewingPattern,
  design: ProjectPattern,
  sizes: readonly PatternSize[],
  index: Map<string, Fabric>,
  planCutting: PlanCutting,
): DesignYardage | null {
  const name = sizeToShow(sizes.map((candidate) => candidate.size), design.size, rememberedSize());
  const size = sizes.find((candidate) => candidate.size === name);
  if (!size) return null;
  const fills: Record<string, string | null> = {};
  const looks: Looks = {};
  for (const area of design.areas) {
    fills[area.id] = area.fabric ?? null;
    looks[area.id] = readLook(area);
  }
  return { size: size.size, needs: fabricNeeds({ areaIds: pattern.areas.map((area) => area.id), size, fills, index, looks, planCutting }) };
}

/** One line per fabric: 'Sterne: Stoffverbrauch: 0,65 m bei 150 cm Breite' (or what it is too narrow for). */
export function needLine(need: FabricNeed): string {
  const figure = need.tooWide.length > 0 ? t.tooNarrow(need.tooWide.join(', ')) : t.yardageLine(formatMetres(need.lengthCm), need.widthCm);
  return `${need.fabric.name}: ${figure}`;
}

/** The share image's caption: the size, then a line per fabric. */
export function yardageCaption(yardage: DesignYardage | null): string[] {
  if (!yardage || yardage.needs.length === 0) return [];
  return [t.sizeLabel(yardage.size), ...yardage.needs.map(needLine)];
}
