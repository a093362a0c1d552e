import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { invalidInput } from './errors';

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
    if (request.body !== undefined) return;
    const missing = schema.safeParse(undefined);
    if (!missing.success) throw invalidInput(missing.error);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes that take path parameters or a body their schema does not declare ('METHOD /url'; see routeSchemas.test.ts). */
    undeclaredInputRoutes: string[];
  }
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];
/** What a route takes that its schema does not declare: path parameters, a body. */
function undeclaredInput(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return (route.url.includes(':') && !route.schema?.params) || (methods.some((method) => BODY_METHODS.includes(method)) && !route.schema?.body);
}

/** The zod validator for every route (routes check login, XSRF and rate limits in preValidation, before it). */
export function installSchemaValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('undeclaredInputRoutes', [] as string[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (undeclaredInput(route)) app.undeclaredInputRoutes.push(`${[route.method].flat().join(',')} ${route.url}`);
    const body = route.schema?.body as z.ZodType | undefined;
    if (!body) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(refuseMissingBody(body));
  });
}
