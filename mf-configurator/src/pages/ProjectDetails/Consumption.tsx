import type { SewingPattern } from '@nahtlos/platform';
import { DecoratedHeadline, ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';

const t = strings.configurator;

/**
 * 'STOFFVERBRAUCH' (SPEC "Project details"): the pattern's consumption per size and area as a table in the app's
 * font, captioned once (the headline and 'in cm, bei einer Stoffbreite von 140 cm'); on phones it scrolls sideways
 * with the sizes kept in view. A pattern without figures shows its table image, which carries its own caption.
 */
export function Consumption({ pattern }: { pattern: SewingPattern }) {
  const areas = pattern.areas ?? [];
  const rows = pattern.consumption ?? [];
  if (areas.length === 0 || rows.length === 0) {
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
      <div className="cfg-table-scroll" role="region" aria-label={t.consumptionAlt(pattern.name)} tabIndex={0}>
        <table className="cfg-table">
          <thead>
            <tr>
              <th scope="col">{t.consumptionSize}</th>
              {areas.map((area) => (
                <th scope="col" key={area.id}>
                  {area.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {areas.map((area) => (
                  <td key={area.id}>{row.values[area.id] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
