import { COLOR_MATERIAL, CUSTOM_MATERIAL, type Fabric, type Material } from '@nahtlos/platform';

export interface VariationGroup {
  /** Variation id, or null for fabrics without (or with an unknown) variation. */
  id: string | null;
  name: string | null;
  fabrics: Fabric[];
}
export interface MaterialSection {
  material: Material;
  groups: VariationGroup[];
  count: number;
}

export interface FabricFilter {
  /** Colour family ('blau', 'grün', …) or null for all. */
  color: string | null;
  /** Material id or null for all. */
  material: string | null;
  /** Case-insensitive search in the fabric name. */
  query: string;
}

export const noFilter: FabricFilter = { color: null, material: null, query: '' };

const byPosition = (a: { position: number; name: string }, b: { position: number; name: string }) =>
  a.position - b.position || a.name.localeCompare(b.name, 'de');

/** Folds case and German umlauts so 'grun', 'grün' and 'GRÜN' find the same fabrics. */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .trim();
}

export function matchesFilter(fabric: Fabric, filter: FabricFilter): boolean {
  if (filter.color && fabric.colorFamily !== filter.color) return false;
  if (filter.material && fabric.material !== filter.material) return false;
  const query = normalise(filter.query);
  if (query && !normalise(fabric.name).includes(query)) return false;
  return true;
}

/** Materials shown in the library: everything except plain colours and custom fabrics, by position. */
export function libraryMaterials(materials: Material[]): Material[] {
  return materials.filter((material) => material.id !== COLOR_MATERIAL && material.id !== CUSTOM_MATERIAL.id).sort(byPosition);
}

/**
 * SPEC "Fabric library": every material except 'farbe', each with its fabrics grouped by variation
 * (in the material's variation order; fabrics without a known variation last), sorted by position.
 * Sections left empty by the filter are dropped.
 */
export function groupFabrics(materials: Material[], fabrics: Fabric[], filter: FabricFilter = noFilter): MaterialSection[] {
  const sections: MaterialSection[] = [];
  for (const material of libraryMaterials(materials)) {
    if (filter.material && material.id !== filter.material) continue;
    const own = fabrics.filter((fabric) => fabric.material === material.id && matchesFilter(fabric, filter));
    if (own.length === 0) continue;
    const groups: VariationGroup[] = [];
    for (const variation of material.variations) {
      const members = own.filter((fabric) => fabric.variation === variation.id).sort(byPosition);
      if (members.length) groups.push({ id: variation.id, name: variation.name, fabrics: members });
    }
    const known = new Set(material.variations.map((variation) => variation.id));
    const rest = own.filter((fabric) => !fabric.variation || !known.has(fabric.variation)).sort(byPosition);
    if (rest.length) groups.push({ id: null, name: null, fabrics: rest });
    sections.push({ material, groups, count: own.length });
  }
  return sections;
}

/** Colour families present among the listed fabrics, in the palette's order. */
export const COLOR_FAMILIES = ['rot', 'rosa', 'orange', 'gelb', 'grün', 'blau', 'lila', 'braun', 'grau', 'weiß', 'schwarz', 'bunt'] as const;

export function availableColorFamilies(materials: Material[], fabrics: Fabric[]): string[] {
  const listed = new Set(libraryMaterials(materials).map((material) => material.id));
  const present = new Set(fabrics.filter((fabric) => listed.has(fabric.material)).map((fabric) => fabric.colorFamily));
  return COLOR_FAMILIES.filter((family) => present.has(family));
}

/** A swatch colour per family for the filter chips. */
export const familySwatch: Record<string, string> = {
  rot: '#C8423B',
  rosa: '#EFA7B5',
  orange: '#E98A3C',
  gelb: '#F6C445',
  grün: '#5F9468',
  blau: '#4F7CB5',
  lila: '#8D6BB0',
  braun: '#8A5F3F',
  grau: '#9A968F',
  weiß: '#FBFAF7',
  schwarz: '#2B2622',
  bunt: 'conic-gradient(#C8423B, #F6C445, #5F9468, #4F7CB5, #8D6BB0, #C8423B)',
};

/** Filter ⇄ URL (?farbe=…&material=…&q=…), so a filtered view can be shared. */
export function filterFromParams(params: URLSearchParams): FabricFilter {
  return { color: params.get('farbe') || null, material: params.get('material') || null, query: params.get('q') ?? '' };
}

export function filterToParams(filter: FabricFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.color) params.set('farbe', filter.color);
  if (filter.material) params.set('material', filter.material);
  if (filter.query) params.set('q', filter.query);
  return params;
}

export function isFiltered(filter: FabricFilter): boolean {
  return Boolean(filter.color || filter.material || filter.query.trim());
}

/**
 * 'Wieder nach oben' is shown only when there is something to scroll back over: the list has results and the
 * page, at its end, is more than half a screen below the top (taller than one and a half screens).
 */
export function showBackToTop({ results, pageHeight, viewportHeight }: { results: number; pageHeight: number; viewportHeight: number }): boolean {
  return results > 0 && viewportHeight > 0 && pageHeight - viewportHeight > viewportHeight / 2;
}
