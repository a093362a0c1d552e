/** Types for remote-manifests.cjs (read by the shell's jest tests). */
export function remoteManifestReader(options?: { timeoutMs?: number; fetchImpl?: typeof fetch }): (url: string) => Promise<unknown>;
