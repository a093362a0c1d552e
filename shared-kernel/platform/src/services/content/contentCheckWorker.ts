/**
 * Starts the content-check worker: a file of the host's build (shared-kernel/build/contentCheckWorker.cjs), named by
 * the build constant __CONTENT_CHECK_WORKER__, next to the host's chunks (its public path). Null where the build has
 * none (remotes, development, tests): the page then checks content itself.
 */
declare const __CONTENT_CHECK_WORKER__: string | null | undefined;
declare const __webpack_public_path__: string;

export function startContentCheckWorker(): Worker | null {
  const file = typeof __CONTENT_CHECK_WORKER__ === 'string' ? __CONTENT_CHECK_WORKER__ : null;
  return file ? new Worker(`${__webpack_public_path__}${file}`, { name: 'nahtlos-content-check' }) : null;
}
