import type { Order } from '@nahtlos/contract';
import { and, asc, eq } from 'drizzle-orm';
import { signAsset, verifyAsset } from '../auth/tokens';
import { orders, products } from '../db/schema';
import type { ServiceContext } from './context';

/** Download links live this long; the orders list hands out fresh ones on every call. */
export const ASSET_LINK_TTL_MS = 24 * 3600_000;

export async function listOrders(ctx: ServiceContext, userId: string): Promise<Order[]> {
  const rows = await ctx.db
    .select({ id: orders.id, productId: products.id, name: products.name, size: products.size, subline: products.subline })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
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
  const [row] = await ctx.db
    .select({ pdf: products.pdf, productId: products.id })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.id, claims.orderId), eq(orders.userId, claims.userId)));
  return row ? { status: 'ok' as const, ...row } : { status: 'missing' as const };
}

export async function findCover(ctx: ServiceContext, productId: string) {
  const [row] = await ctx.db.select({ cover: products.coverJpeg }).from(products).where(eq(products.id, productId));
  return row?.cover;
}
