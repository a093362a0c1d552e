import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { invalidInput, parseOrThrow } from './errors';

/**
 * Route schemas are the contract's zod schemas: Fastify validates params, body and querystring with them
 * (in that order) and a refusal is the same 400 `{ error: 'Ungültige Eingabe.', details }` the handlers'
 * own parse answered (errors.ts). The parsed value (defaults, coercions, unknown keys dropped) replaces the input.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  };

/**
 * Fastify hands a missing body to the validator as null, so zod would answer "received null". The last
 * preValidation hook of a route with a body schema answers a missing body as what was sent: nothing.
 */
function refuseMissingBody(schema: z.ZodType) {
  return async (request: FastifyRequest) => {
    if (request.body === undefined) parseOrThrow(schema, undefined);
  };
}

/** The zod validator for every route (routes check login, XSRF and rate limits in preValidation, before it). */
export function installSchemaValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body as z.ZodType | undefined;
    if (!body) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(refuseMissingBody(body));
  });
}
