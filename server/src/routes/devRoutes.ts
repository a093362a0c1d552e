import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const query = z.object({ to: z.string().max(320).optional() });

/** Development only: the mail outbox as JSON, newest first (`?to=` filters by recipient). */
export default async function devRoutes(app: FastifyInstance) {
  const outbox = app.devOutbox;
  if (!app.ctx.options.devRoutes || !outbox) return; // development only: it hands out every account's mail links
  app.withTypeProvider<ZodTypeProvider>().get('/dev/mail', { schema: { querystring: query } }, async (request) => {
    return { messages: outbox.list(request.query.to) };
  });
}
