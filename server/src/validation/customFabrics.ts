// The custom-fabric request schema lives in the API contract (shared with the apps). This path stays only
// for customFabricRoutes.ts and services/customFabrics.ts (another change in flight there).
export { MAX_IMAGE_BASE64_CHARS, customFabricBody, type CustomFabricInput } from '@nahtlos/contract';
