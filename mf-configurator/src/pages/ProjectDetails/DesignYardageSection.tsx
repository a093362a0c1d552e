import { Suspense } from 'react';
import { useUnit } from 'effector-react';
import { DecoratedHeadline } from '@nahtlos/ui';
import { strings } from '../../strings';
import { needLine } from '../../sizing/designYardage';
import { EnoughBadge } from '../../components/EnoughBadge';
import { LazyCuttingPlanView, LazyPlanFileButtons } from '../../cuttingPlan/lazyViews';
import * as model from './model';

const t = strings.configurator;

/**
 * The design's size and what each of its fabrics needs in it (issue 19) with its cutting plan (issue 39); the user's
 * own fabric says whether it is enough.
 */
export function DesignYardageSection() {
  const { yardage, saving, planFileRequested } = useUnit({ yardage: model.$yardage, saving: model.$planFileSaving, planFileRequested: model.planFileRequested });
  if (!yardage || yardage.needs.length === 0) return null;
  return (
    <section aria-labelledby="cfg-design-size" className="cfg-design-size" data-testid="design-yardage">
      <DecoratedHeadline id="cfg-design-size">{t.designSize}</DecoratedHeadline>
      <p className="cfg-design-size-name">{t.sizeLabel(yardage.size)}</p>
      <ul className="cfg-needs">
        {yardage.needs.map((need) => (
          <li key={need.fabric.id} className="cfg-need" data-need={need.fabric.id}>
            <span className="cfg-need-line">{needLine(need)}</span>
            <EnoughBadge missingCm={need.missingCm} />
            <Suspense fallback={null}>
              <LazyCuttingPlanView need={need} idPrefix={`details-plan-${need.fabric.id}`} />
            </Suspense>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <LazyPlanFileButtons busy={saving} onSave={planFileRequested} />
      </Suspense>
    </section>
  );
}
