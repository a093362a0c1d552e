import { useId } from 'react';
import { useUnit } from 'effector-react';
import { strings } from '../../strings';
import { lookOf, MAX_SCALE, MIN_SCALE, ROTATIONS, SCALE_STEP } from '../../sizing/looks';
import * as model from './model';

const t = strings.configurator;

/**
 * 'Muster skalieren' and 'Drehen' of the selected area (issue 19): shown while the area is filled with a print
 * (a plain colour has nothing to scale or turn). Each change is one undo step; dragging the slider is one.
 */
export function LookRow() {
  const { area, fill, index, looks, scaleChanged, rotationChanged } = useUnit({
    area: model.$selectedAreaId,
    fill: model.$currentFill,
    index: model.$fabricIndex,
    looks: model.$looks,
    scaleChanged: model.scaleChanged,
    rotationChanged: model.rotationChanged,
  });
  const sliderId = useId();
  const fabric = fill ? index.get(fill) : undefined;
  if (!area || !fabric?.path) return null;
  const look = lookOf(looks, area);
  return (
    <div className="cfg-look" data-look-area={area}>
      <label className="cfg-look-scale" htmlFor={sliderId}>
        <span>{t.scalePrint}</span>
        <input
          id={sliderId}
          type="range"
          min={MIN_SCALE}
          max={MAX_SCALE}
          step={SCALE_STEP}
          value={look.scale}
          aria-valuetext={t.percent(look.scale)}
          onChange={(event) => scaleChanged(Number(event.currentTarget.value))}
        />
        <output className="cfg-look-value">{t.percent(look.scale)}</output>
      </label>
      <div className="cfg-look-rotation" role="group" aria-label={t.rotatePrint}>
        <span aria-hidden="true">{t.rotatePrint}</span>
        {ROTATIONS.map((rotation) => (
          <button
            key={rotation}
            type="button"
            className="cfg-chip cfg-chip--small"
            aria-pressed={look.rotation === rotation}
            onClick={() => rotationChanged(rotation)}
          >
            {t.rotation(rotation)}
          </button>
        ))}
      </div>
    </div>
  );
}
