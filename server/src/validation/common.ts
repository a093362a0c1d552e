// Request schemas live in the API contract (@nahtlos/contract, shared with the apps). This path stays only
// for customFabricRoutes.ts (another change in flight there); new code imports the contract directly.
export { baseRevisionQuery, idParams } from '@nahtlos/contract';
