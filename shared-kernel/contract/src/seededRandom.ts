/**
 * Mulberry32, a small seeded generator of numbers in [0, 1): the same sequence for the same seed everywhere (the
 * content build's images, the demo account's fabrics, the cutting plan's shuffled orders), so what they make is
 * deterministic. Not for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
