export { contentRoutes, type ContentRoutesOptions } from './routes';
export { ensureBuilt, publishCatalogue, publishContentIfChanged } from './publish';
