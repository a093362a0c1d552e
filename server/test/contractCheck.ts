import { responseSchemaFor } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';

/** Why a JSON answer breaks the API contract, or undefined when the contract allows it (or does not cover it). */
export function contractViolation(method: string, route: string, status: number, body: unknown): string | undefined {
  const schema = responseSchemaFor(method, route, status);
  if (!schema) return undefined;
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `${method} ${route} answered ${status} with a shape the contract does not allow — ${issues.join('; ')}`;
}

/**
 * Test-only: checks every JSON answer as it leaves (pre-serialised lists included, which the server's own
 * contract hook never sees) against the contract. A wrong answer becomes a 500 naming the problem, so the
 * test that received it fails, and it is kept in `violations`.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): string[] {
  const violations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return payload; // not JSON after all; other tests check bodies
    }
    const problem = contractViolation(request.method, request.routeOptions.url ?? '', reply.statusCode, body);
    if (!problem) return payload;
    violations.push(problem);
    reply.code(500);
    return JSON.stringify({ error: 'contract violation', problem });
  });
  return violations;
}
