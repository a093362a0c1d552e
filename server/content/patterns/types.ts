import type { CutPiece } from '@nahtlos/contract/yardage';
import type { Measurements } from './sizes';

/** A declarative garment: its areas, its drawing and its cut pieces per size (the fabric consumption is computed from them). */
export type AreaName = 'Hauptstoff' | 'Bündchen' | 'Futter' | 'Ärmel' | 'Taschen' | 'Kapuze' | 'Rüsche' | 'Bund';

export interface AreaSpec {
  /** area id (stable, used by saved projects and the legacy table) */
  id: string;
  name: AreaName;
  /** optional list of material ids allowed for this area (default: all except 'buendchen') */
  materials?: string[];
}

/** A size's cut pieces: area id → pieces (outlines in cm without seam allowance). */
export type CutPieces = Record<string, CutPiece[]>;

export interface Drawing {
  /** closed path data per area id (the area's `color` equals its id); drawn in the order of `areas` */
  shapes: Record<string, string>;
  /** solid seam lines inside the garment */
  seams: string;
  /** dashed topstitching */
  stitches: string;
  /** shading shapes for the multiply layer: path data and a grey (0..255) */
  shading: { d: string; grey: number }[];
}

export interface Garment {
  id: string;
  name: string;
  subline: string;
  kind: 'shirt' | 'body' | 'hoodie' | 'trousers' | 'dress' | 'jacket' | 'romper' | 'dungarees' | 'skirt';
  areas: AreaSpec[];
  drawing: () => Drawing;
  /** the cut pieces of every area, drafted from a size's body measurements */
  cut: (m: Measurements) => CutPieces;
  /**
   * cm of the garment the main area ('hauptstoff') spans from its top to its bottom in the drawing, for the
   * drawing's scale; default: the height of the main area's first piece
   */
  lengthShown?: (m: Measurements) => number;
  instructions: { slug: string; name: string }[];
}
