/** Types for first-paint.cjs (read by the shell's jest tests). */
export interface FirstPaintPage {
  html: string;
  css: string;
  personal?: boolean;
  withContent?: boolean;
  contentShown?: boolean;
}
export const FIRST_PAINT_FILE: string;
export const FIRST_PAINT_RENDERER_FILE: string;
export const PERSONAL_DEVICE_COOKIE: string;
export function isPersonalDevice(cookieHeader: string | undefined): boolean;
export function firstPaintOf(pages: unknown, pathname: string, options?: { personalDevice?: boolean }): FirstPaintPage | null;
export function withFirstPaint(html: string, parts: { frame?: FirstPaintPage | null; page?: FirstPaintPage | null; remote?: string | null }): string;
