/**
 * @nahtlos/platform/domain — the platform's lowest layer: the content's and the user's types and the pure rules
 * (validation, legacy ids, materials, enriching a project). It imports nothing of the platform's at run time; what a
 * rule warns about goes to a function its caller passes in.
 */
export type {
  CacheEntry,
  CustomFabric,
  Fabric,
  Inspiration,
  InspirationBlock,
  LegacyEntry,
  LoadState,
  Material,
  Order,
  PatternArea,
  PatternProject,
  PatternSize,
  ProjectArea,
  ProjectPattern,
  ProjectView,
  ServerCustomFabric,
  ServerPatternProject,
  ServerStashEntry,
  SewingPattern,
  StashEntry,
} from './types';
export {
  FABRIC_SIZE_MAX_CM,
  NAME_MAX,
  validateFabricSizeCm,
  validateForgotPassword,
  validateLogin,
  validateName,
  validateRegistration,
  type LoginForm,
  type RegistrationForm,
} from './rules/validation';
export {
  MAX_STASH_ENTRIES,
  validateBoughtOn,
  validateStashEntry,
  validateStashSizeCm,
  type StashEntryDraft,
  type StashEntryProblems,
} from './rules/stash';
export { convertLegacyPattern } from './legacy';
export { COLOR_MATERIAL, CUSTOM_MATERIAL } from './materials';
export type { ContentSnapshot, Enriched } from './enrich';

