/** A design's export code (exporting.ts), imported where it is used and fetched ahead once the page has settled (App). */
export const loadExporting = () => import('./exporting');
