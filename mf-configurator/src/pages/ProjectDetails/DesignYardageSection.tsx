import { useUnit } from 'effector-react';
import { DecoratedHeadline } from '@nahtlos/ui';
import { strings } from '../../strings';
import { needLine } from '../../sizing/designYardage';
import { EnoughBadge } from '../../components/EnoughBadge';
import * as model from './model';

const t = strings.configurator;

/** The design's size and what each of its fabrics needs in it (issue 19); the user's own fabric says whether it is enough. */
export function DesignYardageSection() {
  const yardage = useUnit(model.$yardage);
  if (!yardage || yardage.needs.length === 0) return null;
  return (
    <section aria-labelledby="cfg-design-size" className="cfg-design-size" data-testid="design-yardage">
      <DecoratedHeadline id="cfg-design-size">{t.designSize}</DecoratedHeadline>
      <p className="cfg-design-size-name">{t.sizeLabel(yardage.size)}</p>
      <ul className="cfg-needs">
        {yardage.needs.map((need) => (
          <li key={need.fabric.id} className="cfg-need" data-need={need.fabric.id}>
            <span>{needLine(need)}</span>
            <EnoughBadge missingCm={need.missingCm} />
          </li>
        ))}
      </ul>
      <p className="cfg-note">{t.yardageHint}</p>
    </section>
  );
}
