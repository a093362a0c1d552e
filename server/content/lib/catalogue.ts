/**
 * The published catalogue (the JSON stored in content_releases.catalogue and served by the API).
 * Its shapes are the API contract's (@nahtlos/contract), which the apps check content answers against.
 */
export type {
  Catalogue,
  ContentFabric as Fabric,
  InspirationBlock as Block,
  Inspiration,
  LegacyEntry,
  Material,
  SewingPattern,
} from '@nahtlos/contract';
