import { strings } from '../strings';

const t = strings.configurator;

/** 'Reicht' or 'Es fehlen 35 cm' for the user's own fabric of known size (nothing when its length is not known). */
export function EnoughBadge({ missingCm }: { missingCm: number | null }) {
  if (missingCm === null) return null;
  const enough = missingCm === 0;
  return (
    <span className={enough ? 'cfg-need-enough' : 'cfg-need-short'} data-enough={enough}>
      {enough ? t.enough : t.missing(missingCm)}
    </span>
  );
}
