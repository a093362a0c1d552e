/** Types for boot-hints.cjs (read by the shell's jest tests). */
export const REMOTES_ELEMENT_ID: string;
export function remoteOfPath(pathname: string): string | null;
export function firstScriptsOf(manifest: unknown, manifestUrl: string): string[];
export function bootHintTags(options: { remotesJson: string; remote: string | null; scripts?: string[] }): string;
export function withTagsInHead(html: string, tags: string): string;
