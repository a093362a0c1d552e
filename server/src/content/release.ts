import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../content/lib/catalogue';
import { RELEASE_DIR, releaseFiles } from '../../content/lib/media';
import { sourceHash } from '../../content/lib/source-hash';

/** What an operator runs when the release folder is missing or stale. */
export const BUILD_COMMAND = 'pnpm --filter @nahtlos/server content:build';

/** The built release: the catalogue and the hash a published release is compared by. */
export interface ContentRelease {
  catalogue: Catalogue;
  hash: string;
}

/** The release folder is missing, stale or incomplete: the server does not build it, an operator does. */
export class ContentReleaseError extends Error {}

/** sha256 of the catalogue JSON: equal hashes mean the same published content. */
export function contentHash(c: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(c)).digest('hex');
}

/**
 * The built catalogue when the release folder is current — catalogue.json and the source stamp exist, the
 * stamp equals the hash of the content sources, every media file is there — otherwise why it is not.
 */
export function inspectRelease(dir = RELEASE_DIR): { catalogue: Catalogue } | { problem: string } {
  const files = releaseFiles(dir);
  if (!existsSync(files.catalogue) || !existsSync(files.stamp)) return { problem: `no built content in ${dir}` };
  if (readFileSync(files.stamp, 'utf8') !== sourceHash()) return { problem: `the built content in ${dir} is older than its sources` };
  const catalogue = JSON.parse(readFileSync(files.catalogue, 'utf8')) as Catalogue;
  const missing = Object.keys(catalogue.media).filter((rel) => !existsSync(join(files.media, rel)));
  if (missing.length) return { problem: `${missing.length} media files of the built content in ${dir} are missing (e.g. ${missing[0]})` };
  return { catalogue };
}

/** The current release, or a ContentReleaseError whose message names the command that builds it. */
export function readContentRelease(dir = RELEASE_DIR): ContentRelease {
  const state = inspectRelease(dir);
  if ('problem' in state) throw new ContentReleaseError(`Content not ready: ${state.problem}. Run \`${BUILD_COMMAND}\` (or \`pnpm build\`) first.`);
  return { catalogue: state.catalogue, hash: contentHash(state.catalogue) };
}
