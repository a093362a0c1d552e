/**
 * Files on the device (SPEC section 7, "Local persistence"): project drawings `configurator/{id}.svg`
 * in the data directory, previews `configurator/{id}.png` in the external directory, custom-fabric
 * JPEGs `fabrics/custom/{id}.jpeg` (data directory), cached content files in
 * `{product}-file-cache/{uuid}` (cache directory). The storage keys of the kernel are these paths,
 * so the native store writes a Blob stored under such a key to that file.
 */
import { Directory, Filesystem } from '@capacitor/filesystem';
import { brand } from '@nahtlos/contract/brand';
import { base64ToBlob, blobToBase64 } from '../storage/blobs';
import { storageKeys } from '../storage/keys';

export interface FileLocation {
  directory: Directory;
  path: string;
}

const FILE_CACHE_PREFIX = storageKeys.fileCache('');

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Where a Blob stored under `key` lives on the device. */
export function fileLocationFor(key: string, uuid: () => string = randomId): FileLocation {
  if (/^configurator\/[^/]+\.svg$/.test(key)) return { directory: Directory.Data, path: key };
  if (/^configurator\/[^/]+\.png$/.test(key)) return { directory: Directory.External, path: key };
  if (/^fabrics\/custom\/[^/]+\.jpeg$/.test(key)) return { directory: Directory.Data, path: key };
  if (key.startsWith(FILE_CACHE_PREFIX)) return { directory: Directory.Cache, path: `${brand.name}-file-cache/${uuid()}` };
  return { directory: Directory.Data, path: `blobs/${encodeURIComponent(key)}` };
}

/** Writes a Blob (base64 through the bridge), creating folders as needed. */
export async function writeBlobFile(location: FileLocation, blob: Blob): Promise<void> {
  await Filesystem.writeFile({ path: location.path, directory: location.directory, data: await blobToBase64(blob), recursive: true });
}

/** Reads a file back as a Blob of the given type. */
export async function readBlobFile(location: FileLocation, type: string): Promise<Blob> {
  const { data } = await Filesystem.readFile({ path: location.path, directory: location.directory });
  return typeof data === 'string' ? base64ToBlob(data, type) : data;
}

export async function deleteFile(location: FileLocation): Promise<void> {
  await Filesystem.deleteFile({ path: location.path, directory: location.directory });
}

