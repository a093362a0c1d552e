/**
 * Which history entry shows a project's details, so the editor's ← can step back to it instead of
 * pushing a second details entry (browser/Android back would then return to the editor: a loop).
 * Kept in sessionStorage: history entries, and their react-router numbers (`idx`), survive a reload.
 */
const KEY = 'nahtlos:configurator:details-entry';

export interface DetailsEntry {
  projectId: string;
  idx: number;
}

/** react-router's number of a history entry (0 on the entry the app was opened in). */
export function historyIndex(historyState: unknown): number | null {
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' ? idx : null;
}

export function rememberDetailsEntry(projectId: string, historyState: unknown): void {
  const idx = historyIndex(historyState);
  if (idx === null) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ projectId, idx } satisfies DetailsEntry));
  } catch {
    // without it the editor's ← replaces its entry with the details instead: no loop either
  }
}

export function lastDetailsEntry(): DetailsEntry | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<DetailsEntry> | null;
    return parsed && typeof parsed.projectId === 'string' && typeof parsed.idx === 'number' ? { projectId: parsed.projectId, idx: parsed.idx } : null;
  } catch {
    return null;
  }
}
