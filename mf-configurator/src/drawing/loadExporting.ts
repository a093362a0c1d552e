import { loadAfterPageSettled } from '@nahtlos/ui';

/** A design's export code (exporting.ts), imported where it is used (saving, sharing, a preview). */
export const loadExporting = () => import(/* webpackChunkName: "exporting" */ './exporting');

/** Fetches the export's files once the page has settled, without running it (App calls it once): offline it is there. */
export function fetchExportingWhenSettled(): void {
  loadAfterPageSettled(() => import(/* webpackChunkName: "exporting" */ './exportingFiles'));
}
