/**
 * The cutting plan's engine (@nahtlos/cutting with Clipper2, ~30 KB on the wire) is a chunk of its own, loaded when a
 * page first shows a plan ('Stoffverbrauch' unfolded, a design's details): the editor's first screen does not wait
 * for it. It is kept for offline use with the configurator's other chunks.
 */
import type { planCutting } from '@nahtlos/cutting';

export type PlanCutting = typeof planCutting;

export const loadCuttingEngine = (): Promise<PlanCutting> =>
  import(/* webpackChunkName: "cutting-engine" */ '@nahtlos/cutting').then((engine) => engine.planCutting);
