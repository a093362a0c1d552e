import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { orders, products } from '../db/schema';

/** Orders with their products (e-books): what the orders list, downloads and covers read. */

export function listOrdersOfUser(db: Database, userId: string) {
  return db
    .select({ id: orders.id, productId: products.id, name: products.name, size: products.size, subline: products.subline })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The ordered product's PDF, if the order exists and belongs to `userId`. */
export async function findOrderedPdf(db: Database, orderId: string, userId: string) {
  const [row] = await db
    .select({ pdf: products.pdf, productId: products.id })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function findProductCover(db: Database, productId: string) {
  const [row] = await db.select({ cover: products.coverJpeg }).from(products).where(eq(products.id, productId));
  return row?.cover;
}
