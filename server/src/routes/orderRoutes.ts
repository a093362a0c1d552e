import { coverParams, downloadQuery } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/bearer';
import { HttpError, notFound } from '../http/errors';
import * as orders from '../services/orders';

export default async function orderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.get('/api/app/orders', { preValidation: requireUser(ctx) }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await orders.listOrders(ctx, currentUser(request).id) };
  });

  // Opened in a new browser tab, so authorised by the signed, expiring asset token instead of a bearer header.
  app.get('/digital-products/download', { schema: { querystring: downloadQuery } }, async (request, reply) => {
    const download = await orders.findDownload(ctx, request.query.asset);
    if (download.status === 'invalid') throw new HttpError(401, 'Der Download-Link ist ungültig oder abgelaufen.');
    if (download.status === 'missing') throw notFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${download.productId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(download.pdf);
  });

  app.get('/digital-products/cover/:file', { schema: { params: coverParams } }, async (request, reply) => {
    const cover = await orders.findCover(ctx, request.params.file.replace(/\.jpg$/, ''));
    if (!cover) throw notFound();
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(cover);
  });
}
