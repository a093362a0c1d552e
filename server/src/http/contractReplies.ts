import { responseSchemaFor } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';

/** An answer the API contract does not allow: a server bug, so a 500, never the wrong shape. */
export class ContractViolation extends Error {}

/**
 * Every JSON answer built as an object leaves through the contract's schema for its route and status
 * (@nahtlos/contract `apiResponses`; `errorBody` for any other 4xx/5xx): keys the contract does not name
 * are dropped, so an internal field cannot leak; a shape it does not allow is logged and answered 500.
 * Pre-serialised bodies (content lists, the sync lists) are built through the same schemas where they are made.
 */
export function installContractReplies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
    const route = request.routeOptions.url;
    const schema = responseSchemaFor(request.method, route ?? '', reply.statusCode);
    if (!schema) return payload;
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    request.log.error(
      { route: `${request.method} ${route ?? 'unknown'}`, status: reply.statusCode, issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) },
      'answer does not match the API contract',
    );
    throw new ContractViolation('answer does not match the API contract');
  });
}
