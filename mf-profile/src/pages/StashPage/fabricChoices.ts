import type { Fabric, Material } from '@nahtlos/platform';
import { strings } from '../../strings';

export interface FabricChoices {
  /** the picker's groups: each material's shipped fabrics in the catalogue's order, then the user's own */
  groups: { label: string; fabrics: Fabric[] }[];
  /** every fabric an entry may name, by id */
  byId: Map<string, Fabric>;
}

/** What the stash's fabric picker offers: the shipped fabrics by material, then 'Eigene Stoffe'. */
export function fabricChoicesOf(fabrics: readonly Fabric[], materials: readonly Material[], own: readonly Fabric[]): FabricChoices {
  const byMaterial = new Map<string, Fabric[]>();
  for (const fabric of [...fabrics].sort((a, b) => a.position - b.position)) byMaterial.set(fabric.material, [...(byMaterial.get(fabric.material) ?? []), fabric]);
  const named = [...materials].sort((a, b) => a.position - b.position).filter((material) => byMaterial.has(material.id));
  const groups = named.map((material) => ({ label: material.name, fabrics: byMaterial.get(material.id) ?? [] }));
  if (own.length) groups.push({ label: strings.stash.ownFabrics, fabrics: [...own] });
  return { groups, byId: new Map([...fabrics, ...own].map((fabric) => [fabric.id, fabric])) };
}
