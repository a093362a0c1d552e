import { baseRevisionQuery, idParams, stashEntryBody } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/bearer';
import { privateNoStore, sendWriteOutcome } from '../http/syncReplies';
import * as stash from '../services/stash';

/** The stash ('Mein Stoffvorrat', issue 40): synced like custom fabrics, without images. */
export default async function stashRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', requireUser(ctx)); // a 401 before any 400 of a route's schema
  app.addHook('onSend', privateNoStore);

  app.get('/api/app/stash', async (request, reply) => {
    const body = await stash.listStashJson(ctx, currentUser(request).id);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post('/api/app/stash-entry', { schema: { body: stashEntryBody } }, async (request, reply) => {
    const outcome = await stash.upsertStashEntry(ctx, currentUser(request).id, request.body.stashEntry);
    return sendWriteOutcome(reply, outcome, 'stash_entry', stash.toApi);
  });

  app.delete('/api/app/stash-entry/:id', { schema: { params: idParams, querystring: baseRevisionQuery } }, async (request, reply) => {
    const outcome = await stash.upsertStashEntry(ctx, currentUser(request).id, {
      entry_id: request.params.id,
      deleted: true,
      base_revision: request.query.base_revision,
    });
    return sendWriteOutcome(reply, outcome, 'stash_entry', stash.toApi);
  });
}
