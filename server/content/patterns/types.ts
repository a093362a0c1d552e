/** A declarative garment: its areas, its drawing and its fabric consumption. */
export type AreaName = 'Hauptstoff' | 'Bündchen' | 'Futter' | 'Ärmel' | 'Taschen' | 'Kapuze' | 'Rüsche' | 'Bund';

export interface AreaSpec {
  /** area id (stable, used by saved projects and the legacy table) */
  id: string;
  name: AreaName;
  /** optional list of material ids allowed for this area (default: all except 'buendchen') */
  materials?: string[];
  /** consumption in cm at 140 cm fabric width for the smallest and the largest size */
  consumption: [number, number];
}

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
  instructions: { slug: string; name: string }[];
}
