/** Names before an upload (issue 16): the server refuses empty names since they are required. */
import { uploadableName } from '../../domain/rules/validation';

type Named = { id: string; name: string; deleted: boolean };
type Replace<T> = (id: string, next: (current: T | undefined) => T | undefined) => Promise<T | undefined>;

/**
 * An item saved without a name before names were required (empty or only spaces) is renamed to the
 * default on the device first, so its upload is accepted and device and server keep the same name.
 */
export async function withUploadableName<T extends Named>(found: T | undefined, replace: Replace<T>): Promise<T | undefined> {
  if (!found || found.deleted || uploadableName(found.name) === found.name) return found;
  return replace(found.id, (current) => current && { ...current, name: uploadableName(current.name) });
}
