import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOrThrow } from '../http/errors';
import type { DevOutbox } from '../mail/mailer';

const query = z.object({ to: z.string().max(320).optional() });

/** Development only: the mail outbox as JSON, newest first (`?to=` filters by recipient). */
export async function devRoutes(app: FastifyInstance, { outbox }: { outbox: DevOutbox }) {
  app.get('/dev/mail', async (request) => {
    const { to } = parseOrThrow(query, request.query);
    return { messages: outbox.list(to) };
  });
}
