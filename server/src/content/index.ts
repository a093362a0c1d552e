export { contentRoutes, type ContentRoutesOptions } from './routes';
export { publishCatalogue, publishContentIfChanged } from './publish';
export { BUILD_COMMAND, ContentReleaseError, readContentRelease, type ContentRelease } from './release';
