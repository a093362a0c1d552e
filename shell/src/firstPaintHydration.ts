import { DRAFT_KEY_PREFIX } from '@nahtlos/contract/deviceStorage';
import { showsPersonalData } from './frame/personalDevice';

/** Whether the configurator has design drafts on this device: its first render restores them. */
function hasLocalDrafts(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) if (localStorage.key(index)?.startsWith(DRAFT_KEY_PREFIX)) return true;
  } catch {
    // storage not readable: nothing is restored from it either
  }
  return false;
}

/**
 * Whether an app may hydrate its first paint: only where its first render is the first visitor's, as the
 * first paint was rendered. In production React adopts the markup without comparing attributes, so a device
 * whose first render differs only in attributes (a saved inspiration's pressed heart, a draft's chosen fabric)
 * would keep the first visitor's; such a device gets its page rendered afresh, as before hydration.
 */
export function firstPaintHydratable(): boolean {
  return !showsPersonalData() && !hasLocalDrafts();
}
