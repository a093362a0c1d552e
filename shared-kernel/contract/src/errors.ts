/** The one error body every non-2xx JSON answer has (server README "API"). */
import { z } from 'zod';

export const errorDetail = z.object({ path: z.string(), message: z.string() });

/**
 * `{ error, details?, code?, retryAfterSeconds? }`: a German message, the fields that failed, a
 * machine-readable cause, and on 429/503 when to try again (also in the Retry-After header).
 */
export const errorBody = z.object({
  error: z.string(),
  details: z.array(errorDetail).optional(),
  code: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});

export type ErrorDetail = z.infer<typeof errorDetail>;
export type ErrorBody = z.infer<typeof errorBody>;
