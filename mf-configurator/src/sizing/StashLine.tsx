import { stashStrings as t } from '../strings/stash';
import type { StashFit } from './stashFit';

/**
 * 'Aus deinem Vorrat (150 × 140 cm): reicht – noch 62 cm übrig' or '… es fehlen 25 cm' (issue 40), shown like
 * 'Reicht mein Stoff?' (EnoughBadge). Loaded with the plan's view (cuttingPlan/lazyViews.tsx): not first-screen code.
 */
export function StashLine({ fit }: { fit: StashFit }) {
  const enough = fit.leftCm >= 0;
  return (
    <span className="cfg-need-stash">
      <span className="cfg-hint">{t.fromStash(fit.lengthCm, fit.widthCm)}</span>{' '}
      <span className={enough ? 'cfg-need-enough' : 'cfg-need-short'} data-enough={enough}>
        {enough ? t.left(fit.leftCm) : t.missing(-fit.leftCm)}
      </span>
    </span>
  );
}
