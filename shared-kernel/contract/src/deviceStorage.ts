/**
 * Keys the apps keep in a device's localStorage that another app reads: the configurator writes its design
 * drafts under this prefix (`<prefix><account>:<new|edit>:<id>`), the shell looks for them before it lets a
 * first paint be hydrated (a draft makes the configurator's first render differ from the first visitor's).
 */
export const DRAFT_KEY_PREFIX = 'nahtlos:draft:';
