import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/bearer';
import { notFound, parseOrThrow } from '../http/errors';
import * as projects from '../services/patternProjects';
import { baseRevisionQuery, idParams, patternProjectBody } from '@nahtlos/contract';
import { privateNoStore, sendWriteOutcome } from '../http/syncReplies';

export default async function patternProjectRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('preHandler', requireUser(ctx));
  app.addHook('onSend', privateNoStore);
  const withSvg = (row: Parameters<typeof projects.toApi>[0]) => projects.toApi(row, true);

  app.get('/api/app/pattern-projects', async (request, reply) => {
    const body = await projects.listProjectsJson(ctx, currentUser(request).id);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/app/pattern-project/:id', async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    const row = await projects.getProject(ctx, currentUser(request).id, id);
    if (!row) throw notFound();
    return { pattern_project: withSvg(row) };
  });

  // The drawing may be up to 2 MB of SVG text.
  app.post('/api/app/pattern-project', { bodyLimit: 3 * 1024 * 1024 }, async (request, reply) => {
    const { patternProject } = parseOrThrow(patternProjectBody, request.body);
    const outcome = await projects.upsertProject(ctx, currentUser(request).id, patternProject);
    return sendWriteOutcome(reply, outcome, 'pattern_project', withSvg);
  });

  app.delete('/api/app/pattern-project/:id', async (request, reply) => {
    const { id } = parseOrThrow(idParams, request.params);
    const { base_revision } = parseOrThrow(baseRevisionQuery, request.query);
    const outcome = await projects.upsertProject(ctx, currentUser(request).id, {
      pattern_project_id: id,
      deleted: true,
      base_revision,
    });
    return sendWriteOutcome(reply, outcome, 'pattern_project', withSvg);
  });
}

