import { useMemo, useState } from 'react';
import { formatMetres } from '@nahtlos/contract/yardage';
import { ZoomInIcon, ZoomOutIcon } from '@nahtlos/ui';
import { cuttingPlanStrings as t } from '../strings/cuttingPlan';
import type { FabricNeed } from '../sizing/yardage';
import { foldCaption, planSvg } from './planSvg';

/** The drawing's width in per cent of the panel: 100 fits the panel; more scrolls inside it. */
const ZOOMS = [100, 150, 200, 300];

/**
 * One fabric's cutting plan (issue 39): the drawing (zoomable: wider than the panel it scrolls inside it), what to
 * buy ('Kaufe 0,70 m'), how the fabric is laid, and the extra length of 'Muster anpassen' when it is on.
 */
export function CuttingPlanView({ need, idPrefix }: { need: FabricNeed; idPrefix: string }) {
  const [zoom, setZoom] = useState(0);
  const { plan, fabric } = need;
  const markup = useMemo(() => planSvg({ plan, fabric, printHref: fabric.path, idPrefix }), [plan, fabric, idPrefix]);
  const empty = plan.placements.length === 0;
  return (
    <figure className="cfg-plan" data-testid="cutting-plan" data-fabric={fabric.id} data-length={plan.lengthCm}>
      <figcaption className="cfg-plan-caption">
        {empty ? null : <strong className="cfg-plan-buy">{t.buy(formatMetres(plan.buyLengthCm))}</strong>}
        <span>
          {foldCaption(plan)}, {t.allowance}
        </span>
        {need.matched && plan.matchExtraCm > 0 ? <span>{t.matchExtra(plan.matchExtraCm)}</span> : null}
      </figcaption>
      <div className="cfg-plan-frame">
        {/* the markup is built from the plan's numbers and escaped texts (planSvg.ts), never from user HTML */}
        <div className="cfg-plan-drawing" style={{ width: `${ZOOMS[zoom]}%` }} dangerouslySetInnerHTML={{ __html: markup }} />
      </div>
      <div className="cfg-plan-zoom" role="group" aria-label={t.title}>
        <button type="button" className="cfg-round" aria-label={t.zoomOut} title={t.zoomOut} disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
          <ZoomOutIcon size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="cfg-round"
          aria-label={t.zoomIn}
          title={t.zoomIn}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          <ZoomInIcon size={20} aria-hidden="true" />
        </button>
      </div>
    </figure>
  );
}
