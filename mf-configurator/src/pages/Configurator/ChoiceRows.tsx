/** The selected area's materials and the chosen material's variations, as rows of chips; 'Nur mein Vorrat'. */
import { useUnit } from 'effector-react';
import { ScrollRow } from '../../components/ScrollRow';
import { strings } from '../../strings';
import * as model from './model';

const t = strings.configurator;

export function MaterialRow() {
  const { materials, material, materialSelected } = useUnit({
    materials: model.$areaMaterials,
    material: model.$selectedMaterial,
    materialSelected: model.materialSelected,
  });
  if (materials.length === 0) return null;
  return (
    <ScrollRow className="cfg-row" label={t.materials}>
      {materials.map((candidate) => (
        <button
          key={candidate.id}
          type="button"
          className="cfg-chip"
          aria-pressed={material?.id === candidate.id}
          onClick={() => materialSelected(candidate.id)}
        >
          {candidate.name}
        </button>
      ))}
    </ScrollRow>
  );
}

export function VariationRow() {
  const { material, variations, variationToggled } = useUnit({
    material: model.$selectedMaterial,
    variations: model.$selectedVariations,
    variationToggled: model.variationToggled,
  });
  if (!material || material.variations.length === 0) return null;
  return (
    <ScrollRow className="cfg-row cfg-row--small" label={t.variations}>
      {material.variations.map((variation) => (
        <button
          key={variation.id}
          type="button"
          className="cfg-chip cfg-chip--small"
          aria-pressed={variations.includes(variation.id)}
          onClick={() => variationToggled(variation.id)}
        >
          {variation.name}
        </button>
      ))}
    </ScrollRow>
  );
}

/** 'Nur mein Vorrat' (issue 40): only the fabrics of the user's stash; no switch while the stash is empty. */
export function StashFilter() {
  const { inStash, onlyStash, onlyStashToggled } = useUnit({
    inStash: model.$stashFabricIds,
    onlyStash: model.$onlyStash,
    onlyStashToggled: model.onlyStashToggled,
  });
  if (inStash.size === 0) return null;
  return (
    <label className="cfg-stash-filter">
      <input type="checkbox" checked={onlyStash} onChange={(event) => onlyStashToggled(event.currentTarget.checked)} />
      <span>{t.onlyStash}</span>
    </label>
  );
}
