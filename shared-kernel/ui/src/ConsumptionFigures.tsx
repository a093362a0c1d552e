import type { SewingPattern } from '@nahtlos/platform';
import { uiStrings } from './strings';

/**
 * A pattern's consumption figures per size and area as a table in the app's font (SPEC "Pattern details" and
 * "Project details"): on phones it scrolls sideways with the sizes kept in view. `label` names the region and the
 * table for screen readers; the page around it gives the visible caption.
 */
export function ConsumptionFigures({ pattern, label }: { pattern: Pick<SewingPattern, 'areas' | 'consumption'>; label: string }) {
  const areas = pattern.areas ?? [];
  return (
    <div className="nt-consumption-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="nt-consumption-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{uiStrings.consumption.size}</th>
            {areas.map((area) => (
              <th scope="col" key={area.id}>
                {area.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(pattern.consumption ?? []).map((row) => (
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
  );
}
