/** Building blocks every request schema shares: limits, ids, names, e-mail, revisions. */
import { z } from 'zod';
import { MAX_NAME, nameProblem, type NameRuleOptions } from './names';

export { BIDI_MESSAGE, MAX_NAME, NAME_REQUIRED_MESSAGE, nameProblem, nameTooLongMessage, noBidiControls } from './names';
export const MAX_TEXT = 1000;

/** A zod string judged by the one name rule (`nameProblem`): trimmed, one German message at the name. */
const ruledName = (options: NameRuleOptions) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = nameProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A name people see (project, fabric): stored trimmed, at most `max` characters after trimming, no bidi
 * controls that could spoof it. May be empty: only a tombstone sends it that way (see `requiredName`).
 */
export const displayName = (max = MAX_NAME) => ruledName({ max, required: false });

/** A live item's name: like `displayName`, and not empty or only spaces. */
export const requiredName = (max = MAX_NAME) => ruledName({ max, required: true });

/** Client-generated ids (ULIDs, uuids, numbers as text). */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'ungültige ID');

export const idParams = z.object({ id: clientId });

export const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email('ungültige E-Mail-Adresse'));

export const MAX_REVISION = 2_147_483_647;

export const baseRevision = z.number().int().min(0).max(MAX_REVISION).optional();

/** Free text (password, misc.): limited to the generic 1000 characters. */
export const text = z.string().max(MAX_TEXT);

/** DELETE may carry the revision it was made from as a query parameter. */
export const baseRevisionQuery = z.object({
  base_revision: z.coerce.number().int().min(0).max(MAX_REVISION).optional(),
});

/** Timestamps the server sets (ISO 8601, UTC). */
export const isoTime = z.string().min(1);

/** A simple `{ message }` answer (register, activation mail, reset mail, logout). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
