/** Custom fabrics (SPEC section 7): the upload body and the server's item, list, image and write answers. */
import { z } from 'zod';
import { baseRevision, clientId, displayName, isoTime, NAME_REQUIRED_MESSAGE } from './common';

/** 10 MB of image bytes as base64 (4/3), plus room for a data: prefix. */
export const MAX_IMAGE_BASE64_CHARS = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 100;

const dimension = z.number().int().min(0).max(100_000);

/** The largest length or width of a user's piece of fabric, in cm ('Reicht mein Stoff?'): 100 m. */
export const FABRIC_SIZE_MAX_CM = 10_000;
export const FABRIC_SIZE_MESSAGE = 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.';
/**
 * Length or width of the piece of fabric the user owns, in whole cm (not the image's pixel size `width`/`height`).
 * null: unknown or cleared; left out: kept as stored (older clients never send it).
 */
export const fabricSizeCm = z
  .number({ error: FABRIC_SIZE_MESSAGE })
  // abort: a fraction or an unsafe number like 1e300 is one mistake, not two
  .int({ error: FABRIC_SIZE_MESSAGE, abort: true })
  .min(1, FABRIC_SIZE_MESSAGE)
  .max(FABRIC_SIZE_MAX_CM, FABRIC_SIZE_MESSAGE)
  .nullable()
  .optional();

/**
 * POST /api/app/custom-fabric: the image is required on create, optional on rename. The name is stored
 * trimmed; a live fabric's name may be left out (kept as it is) but not sent empty or only spaces.
 */
export const customFabricBody = z.object({
  customFabric: z
    .object({
      fabric_id: clientId,
      name: displayName().optional(),
      width: dimension.optional(),
      height: dimension.optional(),
      length_cm: fabricSizeCm,
      width_cm: fabricSizeCm,
      base_revision: baseRevision,
      deleted: z.boolean().optional(),
    })
    .superRefine((fabric, ctx) => {
      if (!fabric.deleted && fabric.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_REQUIRED_MESSAGE });
    }),
  fabricImage: z.string().max(MAX_IMAGE_BASE64_CHARS).optional().nullable(),
});

export type CustomFabricInput = z.infer<typeof customFabricBody>;
/** What a client sends for a fabric (without the image). */
export type CustomFabricUpload = z.input<typeof customFabricBody>['customFabric'];

/**
 * A custom fabric as the server answers it: the spec's keys plus additive `revision`, `created_at`, `image_url`,
 * `length_cm` and `width_cm` (optional: servers before contract 1.2 do not send them).
 */
export const serverCustomFabric = z.object({
  fabric_id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  updated_at: isoTime,
  created_at: isoTime.optional(),
  deleted: z.boolean(),
  revision: z.number().int(),
  image_url: z.string().nullable().optional(),
  length_cm: z.number().int().nullable().optional(),
  width_cm: z.number().int().nullable().optional(),
});

/** GET /api/app/custom-fabrics (tombstones included) */
export const customFabricsResponse = z.object({ custom_fabrics: z.array(serverCustomFabric) });
/** GET /api/app/custom-fabric/:id */
export const customFabricResponse = z.object({ custom_fabric: serverCustomFabric });
/** GET /api/app/custom-fabric/image/:id: the stored JPEG as base64. */
export const customFabricImageResponse = z.object({ fabric_image: z.string() });
/** POST and DELETE: the stored item (null when a tombstone was written for an unknown id). */
export const customFabricWriteResponse = z.object({ success: z.literal(true), custom_fabric: serverCustomFabric.nullable() });
/** 409: the base revision is stale; the answer carries the server's copy. */
export const customFabricConflict = z.object({ error: z.string(), custom_fabric: serverCustomFabric });

export type ServerCustomFabric = z.infer<typeof serverCustomFabric>;
export type CustomFabricsResponse = z.infer<typeof customFabricsResponse>;
export type CustomFabricResponse = z.infer<typeof customFabricResponse>;
export type CustomFabricImageResponse = z.infer<typeof customFabricImageResponse>;
export type CustomFabricWriteResponse = z.infer<typeof customFabricWriteResponse>;
