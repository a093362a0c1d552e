import { z } from 'zod';
import { baseRevision, clientId, displayName } from './common';

export const MAX_SVG_CHARS = 2 * 1024 * 1024;
const MAX_PATTERN_JSON = 200_000;

const area = z.looseObject({
  id: z.union([z.string().max(100), z.number()]),
  fabric: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  materials: z.array(z.union([z.string().max(100), z.number(), z.looseObject({})])).max(200).optional(),
});

/** The chosen pattern: its id and the areas with fabric/material ids. Kept as JSON. */
const sewingPattern = z
  .looseObject({
    id: z.union([z.string().max(100), z.number()]),
    areas: z.array(area).max(200).optional(),
  })
  .refine((value) => JSON.stringify(value).length <= MAX_PATTERN_JSON, 'sewing_pattern ist zu groß');

const live = z.object({
  pattern_project_id: clientId,
  name: displayName(),
  sewing_pattern: sewingPattern,
  svg: z.string().max(MAX_SVG_CHARS),
  base_revision: baseRevision,
  deleted: z.literal(false).optional(),
});

/** A tombstone only needs the id. */
const tombstone = z.object({
  pattern_project_id: clientId,
  name: displayName().optional(),
  sewing_pattern: z.unknown().optional(),
  svg: z.string().max(MAX_SVG_CHARS).optional(),
  base_revision: baseRevision,
  deleted: z.literal(true),
});

export const patternProjectBody = z.object({
  patternProject: z.union([live, tombstone]),
});

export type PatternProjectInput = z.infer<typeof patternProjectBody>['patternProject'];
