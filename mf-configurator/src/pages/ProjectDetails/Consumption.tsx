import type { SewingPattern } from '@nahtlos/platform';
import { ConsumptionFigures, DecoratedHeadline, ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';

const t = strings.configurator;

/**
 * 'STOFFVERBRAUCH' (SPEC "Project details"): the pattern's consumption per size and area as a table in the app's
 * font, captioned once (the headline and 'in cm, bei einer Stoffbreite von 140 cm'); on phones it scrolls sideways
 * with the sizes kept in view. A pattern without figures shows its table image, which carries its own caption.
 */
export function Consumption({ pattern }: { pattern: SewingPattern }) {
  if (!pattern.areas?.length || !pattern.consumption?.length) {
    if (!pattern.tablePath) return null;
    return (
      <section aria-labelledby="cfg-consumption" className="cfg-consumption">
        <h2 id="cfg-consumption" className="nt-visually-hidden">
          {t.consumption}
        </h2>
        <ImageWithPlaceholder src={pattern.tablePath} alt={t.consumptionAlt(pattern.name)} loading="lazy" decoding="async" />
      </section>
    );
  }
  return (
    <section aria-labelledby="cfg-consumption" className="cfg-consumption">
      <DecoratedHeadline id="cfg-consumption">{t.consumption}</DecoratedHeadline>
      <p className="cfg-note">{t.consumptionHint}</p>
      <ConsumptionFigures pattern={pattern} label={t.consumptionAlt(pattern.name)} />
    </section>
  );
}
