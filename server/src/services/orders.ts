import type { Order } from '@nahtlos/contract';
import { signAsset, verifyAsset } from '../auth/tokens';
import { findOrderedPdf, findProductCover, listOrdersOfUser } from '../repositories/orders';
import type { ServiceContext } from './context';

/** Download links live this long; the orders list hands out fresh ones on every call. */
export const ASSET_LINK_TTL_MS = 24 * 3600_000;

export async function listOrders(ctx: ServiceContext, userId: string): Promise<Order[]> {
  const rows = await listOrdersOfUser(ctx.db, userId);
  const expiresAt = ctx.options.now().getTime() + ASSET_LINK_TTL_MS;
  return rows.map((row) => ({
    id: row.id,
    product: {
      image: `${ctx.options.publicUrl}/digital-products/cover/${row.productId}.jpg`,
      name: row.name,
      size: row.size,
      subline: row.subline,
      pdf: signAsset(ctx.options.appSecret, { orderId: row.id, userId, expiresAt }),
    },
  }));
}

/** The PDF behind a signed asset token, if the token is valid and the order still belongs to its user. */
export async function findDownload(ctx: ServiceContext, asset: string) {
  const claims = verifyAsset(ctx.options.appSecret, asset, ctx.options.now());
  if (!claims) return { status: 'invalid' as const };
  const row = await findOrderedPdf(ctx.db, claims.orderId, claims.userId);
  return row ? { status: 'ok' as const, ...row } : { status: 'missing' as const };
}

export function findCover(ctx: ServiceContext, productId: string) {
  return findProductCover(ctx.db, productId);
}
