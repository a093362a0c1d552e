/** Types for code-after-paint.cjs (read by the shell's jest tests). */
export const TEMPLATE_ID: string;
export const LOADER_SCRIPT_SOURCE: string;
export function withCodeAfterFirstPaint(html: string, tags?: string): string;
