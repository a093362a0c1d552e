import { z } from 'zod';
import { baseRevision, clientId, displayName } from './common';

/** 10 MB of image bytes as base64 (4/3), plus room for a data: prefix. */
export const MAX_IMAGE_BASE64_CHARS = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 100;

const dimension = z.number().int().min(0).max(100_000);

export const customFabricBody = z.object({
  customFabric: z.object({
    fabric_id: clientId,
    name: displayName().optional(),
    width: dimension.optional(),
    height: dimension.optional(),
    base_revision: baseRevision,
    deleted: z.boolean().optional(),
  }),
  fabricImage: z.string().max(MAX_IMAGE_BASE64_CHARS).optional().nullable(),
});

export type CustomFabricInput = z.infer<typeof customFabricBody>;
