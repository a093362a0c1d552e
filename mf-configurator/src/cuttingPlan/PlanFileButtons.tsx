import { cuttingPlanStrings as t } from '../strings/cuttingPlan';
import type { PlanFileKind } from './savePlanFile';

/** 'Zuschnittplan als PDF' and 'Zuschnittplan als SVG'; while one is made both wait and say so. */
export function PlanFileButtons({ busy, onSave }: { busy: boolean; onSave: (kind: PlanFileKind) => void }) {
  return (
    <div className="cfg-plan-files">
      <button type="button" className="nt-button" disabled={busy} onClick={() => onSave('pdf')}>
        {t.pdf}
      </button>
      <button type="button" className="nt-button" disabled={busy} onClick={() => onSave('svg')}>
        {t.svg}
      </button>
      {busy ? (
        <span className="cfg-hint" role="status">
          {t.exporting}
        </span>
      ) : null}
    </div>
  );
}
