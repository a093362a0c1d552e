/**
 * The configurator page's model (SPEC section 4, "Configurator"), one job per module: the route and the design it
 * opens, the editor and its undo history, the draft offered back and the draft kept on every change (issue 16), sizes
 * and yardage (issue 19), what the user is told, saving, and leaving.
 */
export * from './design';
export { getProjectFx, getProjectSvgFx, type DesignSource } from './designSource';
export * from './route';
export * from './editor';
export * from './autosave';
export * from './draftOffer';
export * from './feedback';
export * from './sizing';
export * from './save';
export * from './cuttingPlan';
export * from './leave';
export type { DrawingAssets } from '../../../drawing/designFromDrawing';
