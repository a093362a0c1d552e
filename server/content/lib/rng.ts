import { mulberry32 } from '@nahtlos/contract/seededRandom';

/** Seeded random numbers (mulberry32) so every build produces the same bytes. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function rng(seed: number | string): () => number {
  return mulberry32(typeof seed === 'string' ? seedOf(seed) : seed);
}
