/** Types for boot-hints.cjs (read by the shell's jest tests). */
export const REMOTES_ELEMENT_ID: string;
export function remoteOfPath(pathname: string): string | null;
export function runsOnPlatform(manifest: unknown, platformVersion: string): boolean;
export function firstScriptsOf(manifest: unknown, manifestUrl: string, platformVersion: string): string[];
export const CONTENT_LISTS: string[];
type PreloadOptions = { remotesJson: string; remote: string | null; scripts?: string[]; content?: boolean };
export function remotesDataTag(remotesJson: string): string;
export function remotePreloadTags(options: PreloadOptions): string;
export function withTagsInHead(html: string, tags: string): string;
export function withoutAppStartPreloads(html: string): string;
export function routePattern(pattern: string): RegExp;
