/**
 * The folders buildApp autoloads, in order (relative to src/): our own plugins first, so their hooks run before
 * the third-party ones (a full disk answers 507 before CORS, helmet and the Origin check), then the routes.
 */
export const AUTOLOADED_FOLDERS = ['plugins/app', 'plugins/external', 'routes'] as const;
