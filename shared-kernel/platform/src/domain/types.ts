/**
 * The entities of SPEC section 3 as the app holds them. Every shape that crosses the wire (content,
 * server items, orders) is the API contract's (@nahtlos/contract, shared with the server) and only
 * re-exported here; what is declared below exists only on the device (sync metadata, stored records, views).
 */
import type { ContentFabric, SewingPattern } from '@nahtlos/contract';

export type {
  ContentFabric,
  FabricDetails,
  FabricShop,
  Inspiration,
  InspirationBlock,
  LegacyEntry,
  Material,
  Order,
  PatternArea,
  PatternSize,
  ServerCustomFabric,
  ServerPatternProject,
  ServerStashEntry,
  SewingPattern,
} from '@nahtlos/contract';

/**
 * Content load states of SPEC section 4, plus 'failed' (since 2.1.0): the last load ended with nothing
 * to show (the request failed and no copy is stored). A new load starts from it like from 'not loaded'.
 */
export type LoadState = 'not loaded' | 'loading' | 'loaded' | 'failed';

/**
 * A fabric as lists show it: a shipped one (the contract's content shape, `isCustom: false`) or the
 * user's own fabric presented in the same shape (`isCustom: true`, see repositories/customFabrics.ts),
 * which has no colour, family, shop or details and knows whether it is uploaded. A custom fabric whose
 * owner gave its size carries it as `usableWidth` and `lengthCm` (cm; since 2.5.0).
 */
export type Fabric = Omit<ContentFabric, 'isCustom' | 'color' | 'colorFamily' | 'shop' | 'details'> &
  Partial<Pick<ContentFabric, 'color' | 'colorFamily' | 'shop' | 'details'>> & {
    isCustom: boolean;
    uploaded?: boolean;
    /** How much of this fabric the user owns, in cm along the selvedge ('Reicht mein Stoff?'); custom fabrics only. */
    lengthCm?: number;
    /**
     * An own fabric the user deleted, as the designs that use it still name it: 'Gelöschter Stoff', no image, its
     * width kept for their yardage (since 2.8.0). Never offered for choosing; not a page of its own.
     */
    deleted?: boolean;
  };

/** What a project stores of its pattern: ids of the pattern, its areas' fabric and materials. */
export interface ProjectArea {
  id: string;
  fabric?: string | null;
  materials?: string[];
  /** 'Muster skalieren' in per cent, 50–200 (absent: 100) */
  scale?: number;
  /** 'Drehen' in degrees, 0, 45 or 90 (absent: 0) */
  rotation?: number;
}
export interface ProjectPattern {
  id: string;
  areas: ProjectArea[];
  /** the size the design was made for, e.g. '86/92' (absent: saved before sizes existed) */
  size?: string;
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
  /** the image's pixel size */
  width: number;
  height: number;
  /**
   * The piece of fabric the user owns, in whole cm (since 2.5.0). null: cleared; undefined: never given or not
   * known on this device (an upload then leaves the server's value as it is).
   */
  lengthCm?: number | null;
  widthCm?: number | null;
  createdAt: number;
  updatedAt: number;
  deleted: boolean;
}

/**
 * A piece of fabric in the user's stash ('Mein Stoffvorrat', since 3.2.0): a shipped or an own fabric with the piece's
 * length and width. Several pieces of one fabric are separate entries. Synced like a custom fabric (no image);
 * uploaded once it is not `dirty` and has a `revision`.
 */
export interface StashEntry extends SyncMeta {
  id: string;
  /** a shipped fabric's id or one of the user's custom fabrics' ids */
  fabricId: string;
  /** whole cm, 1–10000 */
  lengthCm: number;
  widthCm: number;
  /** under the name rule (20 characters), trimmed; '' for none */
  note: string;
  /** 'gekauft am' as YYYY-MM-DD, or null */
  boughtOn: string | null;
  createdAt: number;
  updatedAt: number;
  deleted: boolean;
}

export interface CacheEntry<T> {
  /** ms timestamp */
  validUntil: number;
  data: T;
}
