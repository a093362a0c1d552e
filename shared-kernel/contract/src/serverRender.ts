// The contract between the host (host/src/render) and the apps' server entries (`./server` of each app's Node build,
// made by @nahtlos/ui's createServerRender): what a page's render is given, and what it answers.

/** One content list as `GET /api/app/<path>?preview_mode=true` answers it (`sewingPatterns` is the API's `sewing-patterns`). */
export type ContentAnswer = { data: unknown[]; meta?: { publishedAt?: string | null } | null; legacy?: unknown[] };
export type ContentAnswers = Partial<Record<'fabrics' | 'materials' | 'sewingPatterns' | 'inspirations', ContentAnswer | null>>;

export interface ServerRenderProps {
  /** the request's path + query, e.g. '/fabrics?x=1' */
  url: string;
  content: ContentAnswers | null;
  /** the request carries the cookie nahtlos_personal=1 */
  personalDevice: boolean;
  /** the API's origin the host reads the content from (none: the page renders with what `content` holds) */
  api?: string | null;
}

/** The app's markup, its scope's values by SID (effector `serialize`: the browser starts from them); incomplete: what the app adds for the path failed (left to the browser, not kept). */
export type ServerRenderResult = { html: string; state: Record<string, unknown>; incomplete?: true };

export interface ServerEntry {
  serverRender(props: ServerRenderProps): Promise<ServerRenderResult | null>;
  /** the platform the entry is built against: the host compares its major with the shell's */
  platformVersion: string;
  /** the frame's only: the German notice in place of a remote built for another platform major */
  remoteFallbackHtml?(notice: 'needsNewerApp' | 'updating'): string;
}
