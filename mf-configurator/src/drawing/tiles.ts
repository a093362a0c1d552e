import type { Fabric } from '@nahtlos/platform';
import { isDefaultLook, type Look, type Rotation } from '../sizing/looks';

/**
 * SPEC section 9: the fabric tile is scaled to cover at least the pattern's width and height, rounded to
 * whole numbers. Fabrics without a size are treated as square.
 */
export function tileSize(fabric: Pick<Fabric, 'width' | 'height'>, patternWidth: number, patternHeight: number): { width: number; height: number } {
  const fabricWidth = fabric.width && fabric.width > 0 ? fabric.width : Math.max(patternWidth, patternHeight);
  const fabricHeight = fabric.height && fabric.height > 0 ? fabric.height : fabricWidth;
  const scale = Math.max(patternWidth / fabricWidth, patternHeight / fabricHeight);
  return { width: Math.ceil(fabricWidth * scale - 1e-9), height: Math.ceil(fabricHeight * scale - 1e-9) };
}

/** One fabric tile as an area draws it, in drawing units, turned about the drawing's origin. */
export interface Tile {
  width: number;
  height: number;
  rotation: Rotation;
}

export interface TileInput {
  fabric: Pick<Fabric, 'width' | 'height' | 'repeat'>;
  patternWidth: number;
  patternHeight: number;
  /** cm on the garment per drawing unit in the chosen size; null: the pattern has no sizes */
  cmPerUnit: number | null;
  look: Look;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * Issue 19: a print with a known repeat is drawn at its real size on the garment in the chosen size (a 10 cm repeat
 * on a size 86/92 shirt looks smaller than on a size 122/128 one), then scaled by the area's 'Muster skalieren'.
 * A fabric without a repeat (the user's photos, an older catalogue) or a pattern without sizes keeps the spec's tile.
 */
export function tileFor({ fabric, patternWidth, patternHeight, cmPerUnit, look }: TileInput): Tile {
  const base =
    fabric.repeat && cmPerUnit
      ? { width: fabric.repeat.width / cmPerUnit, height: fabric.repeat.height / cmPerUnit }
      : tileSize(fabric, patternWidth, patternHeight);
  const factor = look.scale / 100;
  return { width: hundredths(base.width * factor), height: hundredths(base.height * factor), rotation: look.rotation };
}

/**
 * The id of a fabric's tile pattern for a look: `fabric-<id>` unscaled and unturned (as every design saved before
 * issue 19 has it), `fabric-<id>--s<scale>r<rotation>` otherwise. Areas with the same fabric and look share one
 * pattern, so the print runs on across their seams.
 */
export function tilePatternId(fabricId: string, look: Look): string {
  const base = `fabric-${fabricId.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return isDefaultLook(look) ? base : `${base}--s${look.scale}r${look.rotation}`;
}

/** SVG `patternTransform` of a tile (none when unturned). */
export const tileTransform = (tile: Tile): string | null => (tile.rotation ? `rotate(${tile.rotation})` : null);

/** What tells two tile patterns of a drawing apart: the fabric id, and the look when it is not the default. */
export const tileUseKey = (fabricId: string, look: Look): string => (isDefaultLook(look) ? fabricId : `${fabricId}|${look.scale}|${look.rotation}`);
