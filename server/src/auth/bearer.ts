import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { authenticate, type AuthenticatedUser } from '../services/accounts';
import type { ServiceContext } from '../services/context';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(header);
  return match?.[1];
}

/** preValidation hook for /api/app/* user routes (a 401 before any 400 of the route schema) unless the bearer token is live. */
export function requireUser(ctx: ServiceContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = token ? await authenticate(ctx, token) : undefined;
    if (!user) throw new HttpError(401, 'Nicht angemeldet.');
    request.user = user;
  };
}

export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, 'Nicht angemeldet.');
  return request.user;
}
