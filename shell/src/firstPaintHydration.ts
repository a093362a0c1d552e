import { DRAFT_KEY_PREFIX } from '@nahtlos/contract/deviceStorage';
import { showsPersonalData } from './frame/personalDevice';

/** Whether the configurator has design drafts on this device: its first render restores them. */
function hasLocalDrafts(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(DRAFT_KEY_PREFIX));
  } catch {
    return false; // storage not readable: nothing is restored from it either
  }
}

/** Whether an app may hydrate the host's markup: only where its first render is a first visitor's (React keeps the markup's attributes). */
export function firstPaintHydratable(): boolean {
  return !showsPersonalData() && !hasLocalDrafts();
}
