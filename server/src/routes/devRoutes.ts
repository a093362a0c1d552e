import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOrThrow } from '../http/errors';

const query = z.object({ to: z.string().max(320).optional() });

/** Development only: the mail outbox as JSON, newest first (`?to=` filters by recipient). */
export default async function devRoutes(app: FastifyInstance) {
  const outbox = app.devOutbox;
  if (!app.ctx.options.devRoutes || !outbox) return; // development only: it hands out every account's mail links
  app.get('/dev/mail', async (request) => {
    const { to } = parseOrThrow(query, request.query);
    return { messages: outbox.list(to) };
  });
}
