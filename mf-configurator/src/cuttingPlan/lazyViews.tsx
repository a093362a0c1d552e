import { lazy } from 'react';

/**
 * The plan's view, its file buttons and what a stash piece leaves (issue 40), loaded when a plan first shows
 * ('Stoffverbrauch' unfolded, a design's details): the editor's first screen does not carry them (issue 41: the
 * configurator's first visit ≤ 160 KB).
 */
export const LazyCuttingPlanView = lazy(() =>
  import(/* webpackChunkName: "cutting-plan-view" */ './CuttingPlanView').then((module) => ({ default: module.CuttingPlanView })),
);
export const LazyPlanFileButtons = lazy(() =>
  import(/* webpackChunkName: "cutting-plan-view" */ './PlanFileButtons').then((module) => ({ default: module.PlanFileButtons })),
);
export const LazyStashLine = lazy(() =>
  import(/* webpackChunkName: "cutting-plan-view" */ '../sizing/StashLine').then((module) => ({ default: module.StashLine })),
);
