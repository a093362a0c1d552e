// The one brand config lives in the API contract (shared with the server's content build); the apps read it from here.
export { brand, withBrand } from '@nahtlos/contract/brand';
