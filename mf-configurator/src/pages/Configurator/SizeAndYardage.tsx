import { Suspense, useId } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@nahtlos/platform';
import { formatMetres } from '@nahtlos/contract/yardage';
import { strings } from '../../strings';
import type { FabricNeed } from '../../sizing/yardage';
import { EnoughBadge } from '../../components/EnoughBadge';
import { LazyCuttingPlanView, LazyPlanFileButtons, LazyStashLine } from '../../cuttingPlan/lazyViews';
import * as model from './model';

const t = strings.configurator;

/** Widths a shipped fabric or a colour can be bought in; the fabric's own usable width is added to them. */
const COMMON_WIDTHS = [90, 110, 140, 150, 160];

/**
 * 'Deine Größe' and the 'Stoffverbrauch' of each fabric used (issue 19) with its cutting plan (issue 39), folded away
 * under a summary line so the editor keeps its one-screen height; the user's own fabric of known size says whether it
 * is enough, a fabric of the user's stash what a piece of it leaves (issue 40).
 */
export function SizeAndYardage() {
  const { sizeNames, size, open, sizeChosen, yardageToggled } = useUnit({
    sizeNames: model.$sizeNames,
    size: model.$size,
    open: model.$yardageOpen,
    sizeChosen: model.sizeChosen,
    yardageToggled: model.yardageToggled,
  });
  const selectId = useId();
  if (sizeNames.length === 0 || !size) return null;
  return (
    <details className="cfg-yardage" data-testid="yardage" open={open} onToggle={(event) => yardageToggled(event.currentTarget.open)}>
      <summary>{t.yardageSummary(size)}</summary>
      <div className="cfg-yardage-body">
        <label className="cfg-field" htmlFor={selectId}>
          <span>{t.yourSize}</span>
          <select id={selectId} value={size} onChange={(event) => sizeChosen(event.currentTarget.value)}>
            {sizeNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {open ? <Needs /> : null}
      </div>
    </details>
  );
}

function Needs() {
  const { needs, state, planning, fills, saving, planFileRequested } = useUnit({
    needs: model.$fabricNeeds,
    state: model.$sizesState,
    planning: model.$planningState,
    fills: model.$fills,
    saving: model.$planFileSaving,
    planFileRequested: model.planFileRequested,
  });
  if (state === 'failed' || planning === 'failed') return <p className="cfg-hint">{t.yardageFailed}</p>;
  if (Object.values(fills).every((fill) => !fill)) return <p className="cfg-hint">{t.yardageEmpty}</p>;
  if (state === 'loading' || planning === 'loading') return <p className="cfg-hint">{t.yardageLoading}</p>;
  return (
    <>
      <ul className="cfg-needs" aria-label={t.yardage}>
        {needs.map((need) => (
          <NeedItem key={need.fabric.id} need={need} />
        ))}
      </ul>
      <Suspense fallback={null}>
        <LazyPlanFileButtons busy={saving} onSave={planFileRequested} />
      </Suspense>
    </>
  );
}

function NeedItem({ need }: { need: FabricNeed }) {
  const { widthChosen, matchToggled } = useUnit({ widthChosen: model.widthChosen, matchToggled: model.matchToggled });
  const widthId = useId();
  const { fabric } = need;
  const ownFabric = fabric.isCustom;
  const widths = [...new Set([...COMMON_WIDTHS, ...(fabric.usableWidth ? [fabric.usableWidth] : [])])].sort((a, b) => a - b);
  return (
    <li className="cfg-need" data-need={fabric.id}>
      <span className="cfg-need-name">{fabric.name}</span>
      {need.tooWide.length > 0 ? (
        <span className="cfg-need-short" role="status">
          {t.tooNarrow(need.tooWide.join(', '))}
        </span>
      ) : (
        <span className="cfg-need-length">{t.yardageLine(formatMetres(need.lengthCm), need.widthCm)}</span>
      )}
      {ownFabric && fabric.usableWidth && fabric.lengthCm ? (
        <>
          <span className="cfg-hint">{t.yourFabric(fabric.lengthCm, fabric.usableWidth)}</span>
          <EnoughBadge missingCm={need.missingCm} />
        </>
      ) : ownFabric ? (
        <span className="cfg-hint">
          {t.yourFabricUnknown} <Link to={`/fabric/${encodeURIComponent(fabric.id)}`}>{t.yourFabricLink}</Link>
        </span>
      ) : (
        <label className="cfg-need-width" htmlFor={widthId}>
          <span>{t.fabricWidth}</span>
          <select id={widthId} value={need.widthCm} onChange={(event) => widthChosen({ fabricId: fabric.id, width: Number(event.currentTarget.value) })}>
            {widths.map((width) => (
              <option key={width} value={width}>
                {t.fabricWidthOption(width)}
              </option>
            ))}
          </select>
        </label>
      )}
      {need.stash ? (
        <Suspense fallback={null}>
          <LazyStashLine fit={need.stash} />
        </Suspense>
      ) : null}
      {fabric.repeat ? (
        <label className="cfg-need-match">
          <input type="checkbox" checked={need.matched} onChange={(event) => matchToggled({ fabricId: fabric.id, on: event.currentTarget.checked })} />
          <span>{t.matchPrint}</span>
        </label>
      ) : null}
      <Suspense fallback={null}>
        <LazyCuttingPlanView need={need} idPrefix={`cfg-plan-${fabric.id}`} />
      </Suspense>
    </li>
  );
}
