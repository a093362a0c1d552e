import type { Fabric } from '@nahtlos/platform';

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
