/**
 * The name typed on the save screen, kept in sessionStorage so a reload of /configuration/save keeps it.
 * It belongs to one pending save (mode, project or pattern, when 'Fertig stellen' was tapped): a later
 * design starts empty. Cleared once the project is saved.
 */
import { logger } from '@nahtlos/platform';
import type { PendingSave } from '../../pendingSave';

const KEY = 'nahtlos:configurator:save-name';

const ownerOf = (pending: PendingSave) => `${pending.mode}:${pending.projectId ?? pending.patternId}:${pending.createdAt}`;

export function readTypedName(pending: PendingSave | null): string {
  if (!pending) return '';
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { owner?: unknown; name?: unknown } | null;
    return stored?.owner === ownerOf(pending) && typeof stored.name === 'string' ? stored.name : '';
  } catch (error) {
    logger.warn('The typed project name could not be read.', error);
    return '';
  }
}

export function keepTypedName(pending: PendingSave, name: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ owner: ownerOf(pending), name }));
  } catch (error) {
    logger.warn('The typed project name could not be kept for a reload (sessionStorage).', error);
  }
}

export function clearTypedName(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
