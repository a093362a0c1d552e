/**
 * A design's export code (exporting.ts), imported where it is used (saving, sharing, a preview). Its file is fetched
 * ahead with the service worker's offline copy of the remote's files; it runs only when a design is exported.
 */
export const loadExporting = () => import('./exporting');
