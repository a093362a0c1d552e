import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { prepareDummyHash } from './auth/passwords';
import { fastifyTrustProxy } from './http/clientAddress';
import { sendClientError } from './http/errors';
import { resolveOptions, type AppOptions } from './options';
import { AUTOLOADED_FOLDERS } from './plugins/folders';
import type { ServerSetup } from './plugins/setup';

export type { AppOptions } from './options';

export function redactUrl(url: string): string {
  return url
    .replace(/(\/auth\/(?:activation|password\/reset)\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]asset=)[^&#]+/, '$1[redacted]');
}

/** Builds the provider server: accounts, user data, sync endpoints, e-books, and the content routes. */
export async function buildApp(appOptions: AppOptions): Promise<FastifyInstance> {
  const options = resolveOptions(appOptions, () => randomBytes(32).toString('base64url'));
  const trustProxy = fastifyTrustProxy(appOptions.trustProxy); // first: a refused setting opens nothing

  const app = Fastify({
    logger: appOptions.logger
      ? {
          level: appOptions.logLevel ?? 'info',
          ...(appOptions.logStream ? { stream: appOptions.logStream } : {}),
          // Mail-link tokens and download assets are credentials: keep them out of the logs.
          serializers: {
            req: (request: { method: string; url: string; ip?: string }) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    // The overloads do not accept the union type; all three forms are valid at run time.
    trustProxy: trustProxy as string, // req.ip is the client behind trusted proxies only
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // refused before routing (an undecodable URL such as an encoded lone surrogate, an over-long id): JSON like every error
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void sendClientError(reply as FastifyReply, status, error.code);
    },
  });
  await prepareDummyHash();
  const setup: ServerSetup = { appOptions, options };
  // plugins (fastify-plugin: their hooks and decorators apply to every route), then each route module encapsulated
  for (const folder of AUTOLOADED_FOLDERS) await app.register(autoload, { dir: path.join(__dirname, folder), options: setup });

  return app;
}
