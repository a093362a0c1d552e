/**
 * Every JSON call of the API with the answers it may give, by status. The server serializes its answers
 * through this table and its tests check every answer against it; a status not listed answers
 * `errorBody` when it is 4xx/5xx.
 */
import { z } from 'zod';
import { loginResponse, registerResponse } from './accounts';
import { messageResponse } from './common';
import {
  contentMetaResponse,
  fabricsResponse,
  inspirationResponse,
  inspirationsResponse,
  legacyResponse,
  materialsResponse,
  patternSizesResponse,
  sewingPatternsResponse,
} from './content';
import {
  customFabricConflict,
  customFabricImageResponse,
  customFabricResponse,
  customFabricsResponse,
  customFabricWriteResponse,
} from './customFabrics';
import { errorBody } from './errors';
import { ordersResponse } from './orders';
import { checkoutResponse, entitlementsResponse, purchaseResponse } from './purchases';
import {
  patternProjectConflict,
  patternProjectResponse,
  patternProjectsResponse,
  patternProjectWriteResponse,
} from './patternProjects';
import { stashConflict, stashResponse, stashWriteResponse } from './stash';

/** A content call answers its list, or only `{ meta }` for `?meta=true` (strict, so a broken list is not taken for it). */
const orMeta = <T extends z.ZodType>(list: T) => z.union([list, z.strictObject(contentMetaResponse.shape)]);

/** `METHOD /route` (the server's route pattern) → status → answer schema. */
export const apiResponses = {
  // 'degraded': reads are served, writes are refused with 507 until the server's disk has room again
  'GET /api/health': { 200: z.object({ status: z.enum(['ok', 'degraded']), storage: z.enum(['ok', 'full']) }) },
  'POST /api/app/auth/user/login': { 200: loginResponse },
  'POST /auth/user/register': { 200: registerResponse },
  'POST /auth/activation/send': { 200: messageResponse },
  'POST /auth/password/email': { 200: messageResponse },
  'GET /logout': { 200: messageResponse },

  'GET /api/app/pattern-projects': { 200: patternProjectsResponse },
  'GET /api/app/pattern-project/:id': { 200: patternProjectResponse },
  'POST /api/app/pattern-project': { 200: patternProjectWriteResponse, 409: patternProjectConflict },
  'DELETE /api/app/pattern-project/:id': { 200: patternProjectWriteResponse, 409: patternProjectConflict },

  'GET /api/app/custom-fabrics': { 200: customFabricsResponse },
  'GET /api/app/custom-fabric/:id': { 200: customFabricResponse },
  'GET /api/app/custom-fabric/image/:id': { 200: customFabricImageResponse },
  'POST /api/app/custom-fabric': { 200: customFabricWriteResponse, 409: customFabricConflict },
  'DELETE /api/app/custom-fabric/:id': { 200: customFabricWriteResponse, 409: customFabricConflict },

  'GET /api/app/stash': { 200: stashResponse },
  'POST /api/app/stash-entry': { 200: stashWriteResponse, 409: stashConflict },
  'DELETE /api/app/stash-entry/:id': { 200: stashWriteResponse, 409: stashConflict },

  'GET /api/app/orders': { 200: ordersResponse },
  'GET /api/app/entitlements': { 200: entitlementsResponse },
  'POST /api/app/purchases': { 200: purchaseResponse },
  'POST /api/app/checkout': { 200: checkoutResponse },
  'POST /api/stripe/webhook': { 200: z.object({ received: z.literal(true) }) },

  'GET /api/app/fabrics': { 200: orMeta(fabricsResponse) },
  'GET /api/app/sewing-patterns': { 200: orMeta(sewingPatternsResponse) },
  'GET /api/app/sewing-patterns/legacy': { 200: orMeta(legacyResponse) },
  'GET /api/app/sewing-patterns/:id/sizes': { 200: orMeta(patternSizesResponse) },
  'GET /api/app/materials': { 200: orMeta(materialsResponse) },
  'GET /api/app/inspirations': { 200: orMeta(inspirationsResponse) },
  'GET /api/app/inspirations/:id': { 200: orMeta(inspirationResponse) },
} satisfies Record<string, Record<number, z.ZodType>>;

export type ApiRoute = keyof typeof apiResponses;

/**
 * The schema an answer must have: the route's own for that status, `errorBody` for any other 4xx/5xx,
 * undefined when the route is not a JSON call of the contract (pages, media, PDFs, dev tools) or the
 * status has no body (304).
 */
export function responseSchemaFor(method: string, route: string, status: number): z.ZodType | undefined {
  const byStatus = (apiResponses as Record<string, Record<number, z.ZodType>>)[`${method.toUpperCase()} ${route}`];
  if (byStatus?.[status]) return byStatus[status];
  return status >= 400 ? errorBody : undefined;
}
