/** Types for code-after-paint.cjs (read by the shell's jest tests). */
export const TEMPLATE_ID: string;
export const LOADER_SCRIPT_SOURCE: string;
export const PENDING_TAP: string;
export const TAP_PENDING_ATTRIBUTE: string;
export function withCodeAfterFirstPaint(html: string, tags?: string): string;
