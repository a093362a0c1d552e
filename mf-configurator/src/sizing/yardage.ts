/**
 * 'Stoffverbrauch' of a design (issue 19): for each fabric used, the length the cut pieces of its areas need in the
 * chosen size at that fabric's width, laid out by the yardage engine the STOFFVERBRAUCH table is computed with.
 * A custom fabric with a known length says whether it is enough ('Reicht mein Stoff?').
 */
import { layOutPieces, type CutPiece } from '@nahtlos/contract/yardage';
import type { Fabric, PatternSize } from '@nahtlos/platform';

/** The width yardage figures use when a fabric names none (a plain colour): the table's 140 cm. */
export const DEFAULT_FABRIC_WIDTH_CM = 140;

export interface FabricNeed {
  fabric: Fabric;
  /** the areas cut from it, in the pattern's order */
  areaIds: string[];
  widthCm: number;
  lengthCm: number;
  /** pieces wider than the fabric in every turn the grain allows: no length is enough */
  tooWide: string[];
  /** a fabric of known length: cm missing (0: it is enough); null when its length is not known or it is too narrow */
  missingCm: number | null;
}

export interface NeedsInput {
  areaIds: readonly string[];
  size: PatternSize;
  fills: Record<string, string | null>;
  index: Map<string, Fabric>;
  /** a width the user chose for a fabric (cm), else its own usable width */
  chosenWidths?: Record<string, number>;
}

/** The width a fabric is laid out at: the user's own fabric has its measured width; shipped ones can be bought in others. */
export function widthOf(fabric: Fabric, chosenWidths: Record<string, number> = {}): number {
  if (fabric.isCustom && fabric.usableWidth) return fabric.usableWidth;
  return chosenWidths[fabric.id] ?? fabric.usableWidth ?? DEFAULT_FABRIC_WIDTH_CM;
}

export function fabricNeeds({ areaIds, size, fills, index, chosenWidths = {} }: NeedsInput): FabricNeed[] {
  const areasOf = new Map<string, string[]>();
  for (const areaId of areaIds) {
    const fabricId = fills[areaId];
    if (!fabricId || !index.has(fabricId)) continue;
    areasOf.set(fabricId, [...(areasOf.get(fabricId) ?? []), areaId]);
  }
  return [...areasOf].map(([fabricId, areas]) => {
    const fabric = index.get(fabricId) as Fabric;
    const pieces: CutPiece[] = areas.flatMap((areaId) => size.pieces[areaId] ?? []);
    const widthCm = widthOf(fabric, chosenWidths);
    const layout = layOutPieces(pieces, { fabricWidth: widthCm });
    const known = fabric.isCustom && fabric.lengthCm ? fabric.lengthCm : null;
    const missingCm = known === null || layout.tooWide.length > 0 ? null : Math.max(0, layout.lengthCm - known);
    return { fabric, areaIds: areas, widthCm, lengthCm: layout.lengthCm, tooWide: layout.tooWide, missingCm };
  });
}
