/**
 * Only a place in the "exporting" chunk (a design's export, exporting.ts): importing it fetches and registers that
 * chunk's files, and the export runs only when a design is exported (loadExporting.ts).
 */
export const exportingFiles = 'exporting';
