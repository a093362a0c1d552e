/**
 * @nahtlos/platform/bus — the platform's units: the catalogue of events and stores every app and service meets on,
 * the published content's stores, the network and page-visibility signals. Imports only the domain's types.
 */
export * from './catalogue';
export { CACHE_LIFETIME_S, createContentStores, type ContentData, type ContentStores } from './contentStores';
export { watchNetworkStatus, watchPageVisibility } from './network';
