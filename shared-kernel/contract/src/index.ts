// The API contract: request and response schemas (zod) and their types, shared by the provider server and the apps.
export * from './common';
export * from './errors';
export * from './content';
export * from './accounts';
export * from './patternProjects';
export * from './customFabrics';
export * from './stash';
export * from './orders';
export * from './purchases';
export * from './routes';
export { stableJson } from './stableJson';
export { brand, withBrand } from './brand';
