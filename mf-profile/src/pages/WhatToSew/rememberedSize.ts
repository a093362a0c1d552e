/**
 * 'Deine Größe' as the configurator remembers it on this device: written by mf-configurator/src/sizing/sizeMemory.ts
 * (`rememberSize`) under the same key. Remotes do not import each other, so this reads the key itself.
 */
const KEY = 'nahtlos:size';

export function rememberedSize(): string | null {
  // the server render (Node): no device, nothing remembered
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(KEY);
  } catch {
    // storage that refuses (a policy, private mode) only means no size is remembered
    return null;
  }
}
