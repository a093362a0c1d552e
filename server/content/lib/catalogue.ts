/** The published catalogue (the JSON stored in content_releases.catalogue and served by the API). */
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
  color: string;
  colorFamily: string;
  isCustom: false;
  slides: string[];
  shop: { name: string; url: string };
  details: { width: string; color: string; certificate: string; composition: string; shopUrl: string };
}

export interface Material {
  id: string;
  name: string;
  description: string;
  /** fibre content, one component per line (newlines become line breaks in the client) */
  composition: string;
  variations: { id: string; name: string }[];
  position: number;
  fabrics: string[];
}

export interface SewingPattern {
  id: string;
  name: string;
  subline: string;
  kind: string;
  path: string;
  shadowPath: string;
  previewPath: string;
  tablePath: string;
  width: number;
  height: number;
  position: number;
  areas: { id: string; name: string; color: string; materials?: { id: string }[] }[];
  consumption: { size: string; values: Record<string, number> }[];
  instructions: { url: string; previewImage: string; name: string }[];
}

export type Block =
  | { type: 'section_text'; text: string; isHeadline: boolean }
  | { type: 'section_image'; imagePath: string };

export interface Inspiration {
  id: string;
  tag: string;
  title: string;
  previewPath: string;
  headerPath: string;
  position: number;
  content: Block[];
}

export interface LegacyEntry {
  /** old pattern id (as stored by old app versions) */
  oldId: string;
  /** current pattern id */
  patternId: string;
  /** old area id → current area id of patternId */
  areas: Record<string, string>;
}

export interface Catalogue {
  schema: 1;
  fabrics: Fabric[];
  materials: Material[];
  sewingPatterns: SewingPattern[];
  inspirations: Inspiration[];
  legacy: LegacyEntry[];
  /** allowlist of media files: path relative to the media root → content type and size */
  media: Record<string, { type: string; bytes: number }>;
}
