/**
 * Names before an upload: the server refuses names its rule does not accept — empty ones since issue 16,
 * text-direction controls and names over 20 characters (issue 36) — and items stored before may carry them.
 */
import { uploadableName } from '../../domain/rules/validation';

type Named = { id: string; name: string; deleted: boolean };
type Replace<T> = (id: string, next: (current: T | undefined) => T | undefined) => Promise<T | undefined>;

/**
 * An item stored under an older name rule (empty, text-direction controls, too long) is renamed on the device
 * first (`uploadableName`), so its upload is accepted and device and server keep the same name.
 */
export async function withUploadableName<T extends Named>(found: T | undefined, replace: Replace<T>): Promise<T | undefined> {
  if (!found || found.deleted || uploadableName(found.name) === found.name) return found;
  return replace(found.id, (current) => current && { ...current, name: uploadableName(current.name) });
}
