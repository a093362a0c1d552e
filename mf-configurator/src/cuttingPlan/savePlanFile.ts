/**
 * Saves a design's cutting plan as a file: the PDF or the SVG is made in the browser (exportPlan.ts, loaded when first
 * asked for and kept for offline use with the configurator's other chunks), then downloaded; in the app it goes to
 * the share sheet, where it can be saved or printed. Resolves false when the user closed the share sheet.
 */
import { isNativePlatform } from '@nahtlos/platform';
import { shareOrDownloadOnWeb } from '../share';
import type { PlanExportInput } from './exportPlan';

export type PlanFileKind = 'pdf' | 'svg';

export const loadPlanExport = () => import(/* webpackChunkName: "cutting-plan-export" */ './exportPlan');

export async function savePlanFile(kind: PlanFileKind, input: PlanExportInput): Promise<boolean> {
  const { planPdfFile, planSvgFile } = await loadPlanExport();
  const file = kind === 'pdf' ? await planPdfFile(input) : await planSvgFile(input);
  return (await shareOrDownloadOnWeb(file, file.name, isNativePlatform())) !== 'cancelled';
}
