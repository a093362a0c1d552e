import { z } from 'zod';

export const MAX_NAME = 20;
export const MAX_TEXT = 1000;

/** Client-generated ids (ULIDs, uuids, numbers as text). */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'ungültige ID');

export const idParams = z.object({ id: clientId });

export const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email('ungültige E-Mail-Adresse'));

export const baseRevision = z.number().int().min(0).max(2_147_483_647).optional();

/** Free text (password, misc.): limited to the generic 1000 characters. */
export const text = z.string().max(MAX_TEXT);

/** DELETE may carry the revision it was made from as a query parameter. */
export const baseRevisionQuery = z.object({
  base_revision: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
