import type { SewingPattern } from '@nahtlos/platform';

/** The first body height of a size ('86/92' → 86), for the order small to large. */
const heightOf = (size: string) => Number.parseInt(size, 10);

/**
 * The sizes the catalogue's patterns have, small to large: their loaded sizes, or the sizes of their fabric
 * consumption table where the list left the sizes out.
 */
export function catalogueSizes(patterns: readonly SewingPattern[]): string[] {
  const sizes = new Set(patterns.flatMap((pattern) => (pattern.sizes ?? pattern.consumption).map(({ size }) => size)));
  return [...sizes].sort((a, b) => heightOf(a) - heightOf(b) || a.localeCompare(b));
}

/** The size the page starts with: the remembered one if the catalogue has it, else the middle one. */
export function initialSize(sizes: readonly string[], remembered: string | null): string | null {
  if (remembered && sizes.includes(remembered)) return remembered;
  return sizes[Math.floor((sizes.length - 1) / 2)] ?? null;
}
