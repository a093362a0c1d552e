/**
 * The published content catalogue (SPEC section 7: fabrics, materials, sewing patterns, inspirations)
 * and the answers of its GET calls. The server's content build writes exactly these shapes; the apps
 * check every content answer against them before storing it.
 */
import { z } from 'zod';

export const fabricShop = z.object({ name: z.string(), url: z.string() });
export const fabricDetails = z.object({
  width: z.string(),
  color: z.string(),
  certificate: z.string(),
  composition: z.string(),
  shopUrl: z.string(),
});

/** One tile of a print on the real fabric, in cm (the tile image `path` covers exactly this). */
export const fabricRepeat = z.object({ width: z.number().positive(), height: z.number().positive() });

/** A shipped fabric. Plain colours have no image (`path` null) and only `color`. */
export const fabric = z.object({
  id: z.string(),
  name: z.string(),
  material: z.string(),
  variation: z.string().nullable(),
  position: z.number(),
  thumbnail: z.string().nullable(),
  path: z.string().nullable(),
  headerPath: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** CSS colour of the swatch (the fabric's main colour) */
  color: z.string(),
  /** the colour filter's family, e.g. 'blau' */
  colorFamily: z.string(),
  isCustom: z.literal(false),
  slides: z.array(z.string()),
  shop: fabricShop,
  details: fabricDetails,
  /** the print's repeat in cm, for drawing the tile at its real size; optional: older catalogues and plain colours have none */
  repeat: fabricRepeat.optional(),
  /** the print has a direction ('Richtung': flowers on stems, figures): cut pieces are never laid upside down (issue 39) */
  oneWay: z.boolean().optional(),
  /** usable width in cm, selvedge to selvedge (a tube: cut open, twice its flat width) for the yardage; absent for plain colours */
  usableWidth: z.number().positive().optional(),
});

export const material = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** fibre content, one component per line (newlines become line breaks in the client) */
  composition: z.string(),
  variations: z.array(z.object({ id: z.string(), name: z.string() })),
  position: z.number(),
  fabrics: z.array(z.string()),
});

export const patternArea = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  materials: z.array(z.object({ id: z.string() })).optional(),
});

/** A point of a cut piece's outline in cm: x across, y along the grain line. */
export const piecePoint = z.tuple([z.number(), z.number()]).readonly();

/** One cut piece of an area in one size: the shape the yardage engine (`@nahtlos/contract/yardage`) lays out. */
export const cutPiece = z.object({
  name: z.string(),
  /** closed outline in cm (the last point joins the first); on the fold its fold edge lies on x = 0 */
  outline: z.array(piecePoint).readonly(),
  quantity: z.number().int().positive(),
  onFold: z.boolean(),
  /** 'lengthwise': grain parallel to the selvedge (0°/180°); 'any': may also be turned by 90° */
  grain: z.enum(['lengthwise', 'any']),
});

/** One size of a sewing pattern: the drawing's scale and the cut pieces of every area. */
export const patternSize = z.object({
  /** body heights, e.g. '86/92' (the STOFFVERBRAUCH table's sizes) */
  size: z.string(),
  /** cm on the child's garment per unit of the drawing's viewBox, for prints at their real size */
  scale: z.number().positive(),
  /** area id → its cut pieces */
  pieces: z.record(z.string(), z.array(cutPiece)),
});

export const instruction = z.object({ url: z.string(), previewImage: z.string(), name: z.string() });

export const sewingPattern = z.object({
  id: z.string(),
  name: z.string(),
  subline: z.string(),
  kind: z.string(),
  path: z.string(),
  shadowPath: z.string(),
  previewPath: z.string(),
  /**
   * The drawing as the configurator first shows it (white areas, shading, outlines) with a transparent margin of 2 %
   * of its size on each side, rendered at publish time: the configurator's first paint shows it until its live
   * drawing is drawn. Optional: older catalogues have none.
   */
  blankPath: z.string().optional(),
  tablePath: z.string(),
  width: z.number(),
  height: z.number(),
  position: z.number(),
  areas: z.array(patternArea),
  /** cm of fabric at 140 cm width per size and area, computed by the yardage engine from `sizes` */
  consumption: z.array(z.object({ size: z.string(), values: z.record(z.string(), z.number()) })),
  instructions: z.array(instruction),
  /** the sizes with the drawing's scale and the cut pieces; optional: older catalogues have none */
  sizes: z.array(patternSize).optional(),
});

export const inspirationBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('section_text'), text: z.string(), isHeadline: z.boolean() }),
  z.object({ type: z.literal('section_image'), imagePath: z.string() }),
]);

export const inspiration = z.object({
  id: z.string(),
  tag: z.string(),
  title: z.string(),
  previewPath: z.string(),
  headerPath: z.string(),
  position: z.number(),
  content: z.array(inspirationBlock),
});

/** Old pattern id → current pattern id, old area ids → current area ids (old app versions stored old ids). */
export const legacyEntry = z.object({
  oldId: z.string(),
  patternId: z.string(),
  areas: z.record(z.string(), z.string()),
});

/** Allowlist of media files: path relative to the media root → content type and size. */
export const mediaIndex = z.record(z.string(), z.object({ type: z.string(), bytes: z.number() }));

/** The whole release as the content build writes it and content_releases.catalogue stores it. */
export const catalogue = z.object({
  schema: z.literal(1),
  fabrics: z.array(fabric),
  materials: z.array(material),
  sewingPatterns: z.array(sewingPattern),
  inspirations: z.array(inspiration),
  legacy: z.array(legacyEntry),
  media: mediaIndex,
});

// ── The calls ──

/** `?meta=true` asks only for the release date (the update check); `?preview_mode=true` includes a newer draft. */
export const contentQuery = z.object({ meta: z.string().optional(), preview_mode: z.string().optional() });

/** When the answered release was published; null while nothing is published. */
export const contentMeta = z.object({ publishedAt: z.string().nullable() });

/** The `?meta=true` answer of every content call. */
export const contentMetaResponse = z.object({ meta: contentMeta });

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: contentMeta });

export const fabricsResponse = listOf(fabric);
export const materialsResponse = listOf(material);
export const inspirationsResponse = listOf(inspiration);
export const legacyResponse = listOf(legacyEntry);
/** The sewing-pattern list carries the legacy id table beside it. */
export const sewingPatternsResponse = listOf(sewingPattern).extend({ legacy: z.array(legacyEntry) });
/** GET /api/app/inspirations/:id */
export const inspirationResponse = z.object({ data: inspiration });
/** GET /api/app/sewing-patterns/:id/sizes: one pattern's sizes, which the list leaves out (empty: it has none). */
export const patternSizesResponse = z.object({ sizes: z.array(patternSize) });

export type FabricShop = z.infer<typeof fabricShop>;
export type FabricDetails = z.infer<typeof fabricDetails>;
export type ContentFabric = z.infer<typeof fabric>;
export type FabricRepeat = z.infer<typeof fabricRepeat>;
export type PatternCutPiece = z.infer<typeof cutPiece>;
export type PatternSize = z.infer<typeof patternSize>;
export type Material = z.infer<typeof material>;
export type PatternArea = z.infer<typeof patternArea>;
export type SewingPattern = z.infer<typeof sewingPattern>;
export type InspirationBlock = z.infer<typeof inspirationBlock>;
export type Inspiration = z.infer<typeof inspiration>;
export type LegacyEntry = z.infer<typeof legacyEntry>;
export type MediaIndex = z.infer<typeof mediaIndex>;
export type Catalogue = z.infer<typeof catalogue>;
export type ContentQuery = z.infer<typeof contentQuery>;
export type ContentMeta = z.infer<typeof contentMeta>;
export type ContentMetaResponse = z.infer<typeof contentMetaResponse>;
export type FabricsResponse = z.infer<typeof fabricsResponse>;
export type MaterialsResponse = z.infer<typeof materialsResponse>;
export type SewingPatternsResponse = z.infer<typeof sewingPatternsResponse>;
export type InspirationsResponse = z.infer<typeof inspirationsResponse>;
export type InspirationResponse = z.infer<typeof inspirationResponse>;
export type PatternSizesResponse = z.infer<typeof patternSizesResponse>;
