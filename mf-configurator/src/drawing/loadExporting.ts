import { whenIdle } from '@nahtlos/platform';
import { afterPageSettled } from '@nahtlos/ui';

/** A design's export code (exporting.ts), imported where it is used. */
export const loadExporting = () => import('./exporting');

/** Fetches the export code ahead once the page has settled, at an idle moment (App calls it once). */
export function loadExportingWhenSettled(): void {
  void afterPageSettled().then(() => whenIdle(() => void loadExporting().catch(() => undefined)));
}
