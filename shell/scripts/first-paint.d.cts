/** Types for first-paint.cjs (read by the shell's jest tests). */
export interface FirstPaintPage {
  html: string;
  css: string;
}
export const FIRST_PAINT_FILE: string;
export function firstPaintOf(pages: unknown, pathname: string): FirstPaintPage | null;
export function withFirstPaint(html: string, parts: { frame?: FirstPaintPage | null; page?: FirstPaintPage | null; remote?: string | null }): string;
