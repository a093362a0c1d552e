/**
 * Saves a design's cutting plan as a file: the PDF or the SVG is made in the browser (exportPlan.ts, loaded when first
 * asked for and kept for offline use with the configurator's other chunks), then downloaded; in the app it goes to
 * the share sheet, where it can be saved or printed. Resolves false when the user closed the share sheet. The sharing
 * comes with the export's chunk: the first screen never shares (issue 41).
 */
import { isNativePlatform } from '@nahtlos/platform';
import type { PlanExportInput } from './exportPlan';

export type PlanFileKind = 'pdf' | 'svg';

export const loadPlanExport = () => import(/* webpackChunkName: "cutting-plan-export" */ './exportPlan');
const loadSharing = () => import(/* webpackChunkName: "cutting-plan-export" */ '../share');

export async function savePlanFile(kind: PlanFileKind, input: PlanExportInput): Promise<boolean> {
  const [{ planPdfFile, planSvgFile }, { shareOrDownloadOnWeb }] = await Promise.all([loadPlanExport(), loadSharing()]);
  const file = kind === 'pdf' ? await planPdfFile(input) : await planSvgFile(input);
  return (await shareOrDownloadOnWeb(file, file.name, isNativePlatform())) !== 'cancelled';
}
