/** Orders (e-books) and their downloads (SPEC section 7). */
import { z } from 'zod';

export const order = z.object({
  id: z.string(),
  product: z.object({
    image: z.string(),
    name: z.string(),
    size: z.string(),
    subline: z.string(),
    /** a signed asset token, valid 24 h: GET /digital-products/download?asset={pdf} */
    pdf: z.string(),
  }),
});

/** GET /api/app/orders */
export const ordersResponse = z.object({ data: z.array(order) });

/** GET /digital-products/download?asset= (opened in a new tab, authorised by the signed token) */
export const downloadQuery = z.object({ asset: z.string().min(1).max(1000) });
/** GET /digital-products/cover/:file */
export const coverParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.jpg$/) });

export type Order = z.infer<typeof order>;
export type OrdersResponse = z.infer<typeof ordersResponse>;
