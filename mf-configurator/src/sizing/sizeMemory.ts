/**
 * 'Deine Größe' is remembered on this device (issue 19): a child's size is the same whichever pattern is opened.
 * localStorage, like the drafts: storage that refuses only means the size is asked again.
 */
import { logger } from '@nahtlos/platform';

const KEY = 'nahtlos:size';

export function rememberedSize(): string | null {
  // the server render (Node): no device, nothing remembered
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(KEY);
  } catch (error) {
    logger.warn('The remembered size could not be read.', error);
    return null;
  }
}

export function rememberSize(size: string): void {
  try {
    localStorage.setItem(KEY, size);
  } catch (error) {
    logger.warn('The size could not be remembered on this device.', error);
  }
}

/**
 * The size a design shows: the one it was saved with, else the device's, else the middle of the pattern's sizes.
 * A size the pattern does not have falls back the same way.
 */
export function sizeToShow(sizes: readonly string[], saved: string | null | undefined, remembered: string | null): string | null {
  if (saved && sizes.includes(saved)) return saved;
  if (remembered && sizes.includes(remembered)) return remembered;
  return sizes[Math.floor((sizes.length - 1) / 2)] ?? null;
}
