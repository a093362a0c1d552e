/**
 * The entities of SPEC section 3 as the app holds them. Content shapes follow the content API
 * (server/content/lib/catalogue.ts); user data carries sync metadata (`revision`, `dirty`).
 */

/** Content load states of SPEC section 4. */
export type LoadState = 'not loaded' | 'loading' | 'loaded';

export interface FabricShop {
  name: string;
  url: string;
}
export interface FabricDetails {
  width: string;
  color: string;
  certificate: string;
  composition: string;
  shopUrl: string;
}

/** A shipped fabric, or a custom fabric presented in the same shape (isCustom true). */
export interface Fabric {
  id: string;
  name: string;
  material: string;
  variation: string | null;
  position: number;
  thumbnail: string | null;
  path: string | null;
  headerPath: string | null;
  width: number | null;
  height: number | null;
  color?: string;
  isCustom: boolean;
  slides: string[];
  uploaded?: boolean;
  shop?: FabricShop;
  details?: FabricDetails;
}

export interface Material {
  id: string;
  name: string;
  description: string;
  /** the material's typical fibre mix (lines), e.g. '80 % Baumwolle\n20 % Polyester'; a fabric's own is in its details */
  composition?: string;
  variations: { id: string; name: string }[];
  position: number;
  fabrics: string[];
  color?: string;
}

export interface PatternArea {
  id: string;
  name: string;
  color: string;
  materials?: { id: string }[];
  fabric?: string | null;
}

export interface SewingPattern {
  id: string;
  name: string;
  subline?: string;
  path: string;
  shadowPath?: string;
  previewPath: string;
  tablePath?: string;
  width: number;
  height: number;
  position?: number;
  areas: PatternArea[];
  instructions?: { url: string; previewImage: string; name: string }[];
}

export type InspirationBlock =
  | { type: 'section_text'; text: string; isHeadline: boolean }
  | { type: 'section_image'; imagePath: string };

export interface Inspiration {
  id: string;
  tag: string;
  title: string;
  previewPath: string;
  headerPath: string;
  position?: number;
  content?: InspirationBlock[];
}

/** Old pattern id → current pattern id, old area ids → current area ids. */
export interface LegacyEntry {
  oldId: string;
  patternId: string;
  areas: Record<string, string>;
}

/** What a project stores of its pattern: ids of the pattern, its areas' fabric and materials. */
export interface ProjectArea {
  id: string;
  fabric?: string | null;
  materials?: string[];
}
export interface ProjectPattern {
  id: string;
  areas: ProjectArea[];
}

/** Sync metadata on every synced record. */
export interface SyncMeta {
  /** Server revision this local copy is based on; undefined: never confirmed by the server. */
  revision?: number;
  /** A local change the server has not confirmed yet (the outbox). */
  dirty: boolean;
  /** Hashes of the last writes sent (persisted before sending): tells a lost response from a conflict. */
  sentHashes?: string[];
}

/** Pattern project as stored in the device's project list (SVG and PNG are Blobs beside it). */
export interface PatternProject extends SyncMeta {
  id: string;
  name: string;
  createdAt: number;
  /** ms; device clock for local edits, server clock once synced. Sorting only, never sync decisions. */
  updatedAt: number;
  deleted: boolean;
  sewingPattern: ProjectPattern;
  /**
   * Version of the SVG/PNG files: new files are written under a new version before the list entry
   * points to them, so a crash between the two never mixes old entry and new drawing.
   */
  files?: string;
}

/** A project as lists show it: live, with a preview URL that changes with updatedAt. */
export interface ProjectView extends PatternProject {
  uploaded: boolean;
  previewUrl: string | null;
  /** The pattern and fabrics it uses, resolved from content (undefined when not found). */
  pattern?: SewingPattern;
  fabrics: Fabric[];
  colors: string[];
}

/** The user's own photographed fabric (JPEG Blob stored beside the list). */
export interface CustomFabric extends SyncMeta {
  id: string;
  name: string;
  width: number;
  height: number;
  createdAt: number;
  updatedAt: number;
  deleted: boolean;
}

/** Server shapes (SPEC section 7 plus the additive revision fields of our server). */
export interface ServerPatternProject {
  pattern_project_id: string;
  name: string;
  sewing_pattern: ProjectPattern | Record<string, unknown>;
  svg?: string;
  updated_at: string;
  created_at: string;
  user_id?: string;
  deleted: boolean;
  revision: number;
}
export interface ServerCustomFabric {
  fabric_id: string;
  name: string;
  width: number;
  height: number;
  updated_at: string;
  created_at?: string;
  deleted: boolean;
  revision: number;
  image_url?: string | null;
}

export interface Order {
  id: string;
  product: { image: string; name: string; size: string; subline: string; pdf: string };
}

export interface CacheEntry<T> {
  /** ms timestamp */
  validUntil: number;
  data: T;
}
