/**
 * Where the configurator's ← goes. A new design: one step back when the entry before is the app's
 * (as the page header does), else the pattern list. Editing: one step back when the entry before is
 * this project's details page, else the details replace the editor's entry — never a new entry after
 * the editor, which browser/Android back would leave for the editor again.
 */
import { historyIndex, type DetailsEntry } from './detailsEntry';

export type BackStep = { back: true } | { back: false; to: string; replace: boolean };

export function backStep(mode: 'new' | 'edit', id: string, historyState: unknown, details: DetailsEntry | null): BackStep {
  const idx = historyIndex(historyState);
  if (mode === 'new') return idx !== null && idx > 0 ? { back: true } : { back: false, to: '/configurator', replace: false };
  if (details && details.projectId === id && idx !== null && idx === details.idx + 1) return { back: true };
  return { back: false, to: `/details/${id}`, replace: true };
}
