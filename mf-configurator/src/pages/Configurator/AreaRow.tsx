import { memo } from 'react';
import { useUnit } from 'effector-react';
import type { Fabric, SewingPattern } from '@nahtlos/platform';
import { ScrollRow } from '../../components/ScrollRow';
import { strings } from '../../strings';
import * as model from './model';

const t = strings.configurator;

/** The pattern's areas as chips, each with a swatch of its fill; one of them is selected. */
export function AreaRow({ pattern }: { pattern: SewingPattern }) {
  const { selected, fills, index, selectArea } = useUnit({
    selected: model.$selectedAreaId,
    fills: model.$fills,
    index: model.$fabricIndex,
    selectArea: model.areaSelected,
  });
  // one tab stop in the row: the selected area (the first while none is)
  const tabStop = pattern.areas.some((area) => area.id === selected) ? selected : pattern.areas[0]?.id;
  return (
    <ScrollRow className="cfg-row" label={t.areas} selects>
      {pattern.areas.map((area) => (
        <AreaChip
          key={area.id}
          id={area.id}
          name={area.name}
          selected={selected === area.id}
          tabStop={tabStop === area.id}
          fill={fills[area.id] ? index.get(fills[area.id] as string) : undefined}
          onSelect={selectArea}
        />
      ))}
    </ScrollRow>
  );
}

const AreaChip = memo(function AreaChip({
  id,
  name,
  selected,
  tabStop,
  fill,
  onSelect,
}: {
  id: string;
  name: string;
  selected: boolean;
  tabStop: boolean;
  fill: Fabric | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      className="cfg-chip cfg-chip--area"
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      data-area-button={id}
      onClick={() => onSelect(id)}
    >
      <span className="cfg-chip-swatch" aria-hidden="true" style={swatchStyle(fill)} />
      {name}
    </button>
  );
});

function swatchStyle(fabric: Fabric | undefined) {
  if (!fabric) return { background: '#ffffff' };
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  // the colour under the image stays when the image cannot load (offline)
  if (image) return { backgroundImage: `url("${encodeURI(image)}")`, backgroundSize: 'cover', backgroundColor: fabric.color ?? 'var(--nt-line)' };
  return { background: fabric.color ?? '#ffffff' };
}
