/** Pattern projects (SPEC section 7): the upload body and the server's item, list and write answers. */
import { z } from 'zod';
import { baseRevision, clientId, displayName, isoTime, requiredName } from './common';

export const MAX_SVG_CHARS = 2 * 1024 * 1024;
const MAX_PATTERN_JSON = 200_000;

const SCALE_RANGE = 'Die Skalierung muss zwischen 50 und 200 % liegen.';
const area = z.looseObject({
  id: z.union([z.string().max(100), z.number()]),
  fabric: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  materials: z.array(z.union([z.string().max(100), z.number(), z.looseObject({})])).max(200).optional(),
  /** 'Muster skalieren' (since 1.2.0): the print at this per cent of its real size */
  scale: z
    .number()
    .min(50, SCALE_RANGE)
    .max(200, SCALE_RANGE)
    // a refinement, not .int(): a type error inside the live/tombstone union would only say 'Invalid input'
    .refine(Number.isInteger, 'Die Skalierung muss eine ganze Zahl sein.')
    .optional(),
  /** 'Drehen' (since 1.2.0): the print turned by this many degrees */
  rotation: z
    .number()
    .refine((degrees) => degrees === 0 || degrees === 45 || degrees === 90, 'Die Drehung muss 0, 45 oder 90 Grad sein.')
    .optional(),
});

/** The chosen pattern: its id, the areas with fabric/material ids and looks, the size. Kept as JSON. */
const sewingPatternChoice = z
  .looseObject({
    id: z.union([z.string().max(100), z.number()]),
    areas: z.array(area).max(200).optional(),
    /** the size the design was made for, e.g. '86/92' (since 1.2.0) */
    size: z.string().min(1).max(20, 'Die Größe darf höchstens 20 Zeichen lang sein.').optional(),
  })
  .refine((value) => JSON.stringify(value).length <= MAX_PATTERN_JSON, 'sewing_pattern ist zu groß');

const live = z.object({
  pattern_project_id: clientId,
  name: requiredName(),
  sewing_pattern: sewingPatternChoice,
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

/** POST /api/app/pattern-project */
export const patternProjectBody = z.object({
  patternProject: z.union([live, tombstone]),
});

export type PatternProjectInput = z.infer<typeof patternProjectBody>['patternProject'];
/** What a client sends for a live project (the server fills in the rest). */
export type PatternProjectUpload = z.input<typeof live>;

/**
 * A project as the server answers it: the spec's keys plus additive `revision` (and `svg` on the single
 * GET, on write answers and 409s). `sewing_pattern` is the client's JSON kept as is; a tombstone keeps
 * only the pattern id.
 */
export const serverPatternProject = z.object({
  pattern_project_id: z.string(),
  name: z.string(),
  sewing_pattern: z.looseObject({}),
  svg: z.string().optional(),
  updated_at: isoTime,
  created_at: isoTime,
  user_id: z.string(),
  deleted: z.boolean(),
  revision: z.number().int(),
});

/** GET /api/app/pattern-projects: every project of the user, tombstones included, newest first, without `svg`. */
export const patternProjectsResponse = z.object({ pattern_projects: z.array(serverPatternProject) });
/** GET /api/app/pattern-project/:id */
export const patternProjectResponse = z.object({ pattern_project: serverPatternProject });
/** POST and DELETE: the stored item (null when a tombstone was written for an unknown id). */
export const patternProjectWriteResponse = z.object({ success: z.literal(true), pattern_project: serverPatternProject.nullable() });
/** 409: the base revision is stale; the answer carries the server's copy. */
export const patternProjectConflict = z.object({ error: z.string(), pattern_project: serverPatternProject });

export type ServerPatternProject = z.infer<typeof serverPatternProject>;
export type PatternProjectsResponse = z.infer<typeof patternProjectsResponse>;
export type PatternProjectResponse = z.infer<typeof patternProjectResponse>;
export type PatternProjectWriteResponse = z.infer<typeof patternProjectWriteResponse>;
export type PatternProjectConflict = z.infer<typeof patternProjectConflict>;
