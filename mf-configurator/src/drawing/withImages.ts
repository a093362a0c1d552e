import type { Fabric } from '@nahtlos/platform';

/** The fabrics, each with the image found for it (as its `path`, what the drawing and the save draw with). */
export function withImages(fabrics: readonly Fabric[], images: Readonly<Record<string, string>>): Fabric[] {
  return fabrics.map((fabric) => (images[fabric.id] ? { ...fabric, path: images[fabric.id] } : fabric));
}
