import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/bearer';
import { notFound } from '../http/errors';
import * as projects from '../services/patternProjects';
import { baseRevisionQuery, idParams, patternProjectBody } from '@nahtlos/contract';
import { privateNoStore, sendWriteOutcome } from '../http/syncReplies';

export default async function patternProjectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', requireUser(ctx)); // a 401 before any 400 of a route's schema
  app.addHook('onSend', privateNoStore);
  const withSvg = (row: Parameters<typeof projects.toApi>[0]) => projects.toApi(row, true);

  app.get('/api/app/pattern-projects', async (request, reply) => {
    const body = await projects.listProjectsJson(ctx, currentUser(request).id);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/app/pattern-project/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const row = await projects.getProject(ctx, currentUser(request).id, id);
    if (!row) throw notFound();
    return { pattern_project: withSvg(row) };
  });

  // The drawing may be up to 2 MB of SVG text.
  app.post('/api/app/pattern-project', { bodyLimit: 3 * 1024 * 1024, schema: { body: patternProjectBody } }, async (request, reply) => {
    const { patternProject } = request.body;
    const outcome = await projects.upsertProject(ctx, currentUser(request).id, patternProject);
    return sendWriteOutcome(reply, outcome, 'pattern_project', withSvg);
  });

  app.delete('/api/app/pattern-project/:id', { schema: { params: idParams, querystring: baseRevisionQuery } }, async (request, reply) => {
    const { id } = request.params;
    const { base_revision } = request.query;
    const outcome = await projects.upsertProject(ctx, currentUser(request).id, {
      pattern_project_id: id,
      deleted: true,
      base_revision,
    });
    return sendWriteOutcome(reply, outcome, 'pattern_project', withSvg);
  });
}

