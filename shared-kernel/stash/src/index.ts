// 'Was kann ich daraus nähen?' (issue 40): which patterns the fabric stash can make in one size, and from which pieces. Pure, no DOM.
export type { EntryUse, MatchStep, PatternOutcome, StashEntry, StashFabric, StashMatch } from './types';
export { compareMatches, matchPattern, matchStash, matchStashStepwise, type MatchOptions } from './match';
export { EXCLUDED_BY_DEFAULT, OWN_MATERIAL, areaAllows, isOwnFabric } from './materials';
export { PlanCache, type PlanSummary } from './plans';
export { NODE_LIMIT } from './search';
