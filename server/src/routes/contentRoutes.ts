import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '../content/routes';

/** The public content catalogue and its media (content/routes.ts, which tests also mount on their own). */
export default async function catalogueRoutes(app: FastifyInstance) {
  await contentRoutes(app, { db: app.ctx.db });
}
