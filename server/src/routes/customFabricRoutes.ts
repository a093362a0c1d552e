import { baseRevisionQuery, customFabricBody, idParams } from '@nahtlos/contract';
import { CAMERA_FEATURE_PRODUCT } from '@nahtlos/contract/products';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/bearer';
import { notFound } from '../http/errors';
import * as fabrics from '../services/customFabrics';
import { requireProduct } from '../services/purchases/entitlements';
import { ImageWorkUnavailable } from '../services/imagePool';
import { parseBigJsonOffThread } from '../services/offThreadJson';
import { privateNoStore, sendWriteOutcome } from '../http/syncReplies';

export default async function customFabricRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  parseBigJsonOffThread(app); // image uploads are megabytes of JSON
  app.addHook('onListen', async () => ctx.images.process.warmUp());
  app.addHook('onClose', async () => ctx.images.close());
  app.addHook('preValidation', requireUser(ctx)); // a 401 before any 400 of a route's schema
  app.addHook('onSend', privateNoStore);

  app.get('/api/app/custom-fabrics', async (request, reply) => {
    const body = await fabrics.listFabricsJson(ctx, currentUser(request).id);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/app/custom-fabric/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const row = await fabrics.getFabric(ctx, currentUser(request).id, id);
    if (!row) throw notFound();
    return { custom_fabric: fabrics.toApi(row) };
  });

  app.get('/api/app/custom-fabric/image/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const jpeg = await fabrics.getFabricImage(ctx, currentUser(request).id, id);
    if (!jpeg) throw notFound();
    return { fabric_image: jpeg.toString('base64') };
  });

  // Up to 10 MB of image as base64 plus the fabric fields. While the image pool is full, a body big
  // enough to carry an image is refused before it is read (a rename without image is a few hundred bytes).
  const refuseImagesWhilePoolIsFull: onRequestAsyncHookHandler = async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? Infinity);
    if (length > 64 * 1024 && ctx.images.isFull()) {
      const full = new ImageWorkUnavailable(ctx.images.limits.retryAfterSeconds);
      reply.header('retry-after', String(full.retryAfterSeconds));
      throw full;
    }
  };
  app.post('/api/app/custom-fabric', { bodyLimit: 15 * 1024 * 1024, onRequest: refuseImagesWhilePoolIsFull, schema: { body: customFabricBody } }, async (request, reply) => {
    const { body } = request;
    const userId = currentUser(request).id;
    // a photographed fabric (new, or a new photo) is the paid camera feature; renaming, resizing and
    // deleting the fabrics an account already has stay open to it after a refund (nothing made is lost)
    if (body.fabricImage && !body.customFabric.deleted) await requireProduct(ctx, userId, CAMERA_FEATURE_PRODUCT.id);
    try {
      const outcome = await fabrics.upsertFabric(ctx, userId, body);
      return sendWriteOutcome(reply, outcome, 'custom_fabric', fabrics.toApi);
    } catch (error) {
      // Image work cannot be done now: 503 tells the client to come back, and when.
      if (error instanceof ImageWorkUnavailable) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.delete('/api/app/custom-fabric/:id', { schema: { params: idParams, querystring: baseRevisionQuery } }, async (request, reply) => {
    const { id } = request.params;
    const { base_revision } = request.query;
    const outcome = await fabrics.upsertFabric(ctx, currentUser(request).id, {
      customFabric: { fabric_id: id, deleted: true, base_revision },
    });
    return sendWriteOutcome(reply, outcome, 'custom_fabric', fabrics.toApi);
  });
}
