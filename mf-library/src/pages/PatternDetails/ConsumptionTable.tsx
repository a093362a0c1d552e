import { useState } from 'react';
import type { SewingPattern } from '@nahtlos/platform';
import { ConsumptionFigures, ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';

const t = strings.library.patterns;

/**
 * 'STOFFVERBRAUCH' (SPEC "Pattern details"): the pattern's consumption per size and area as a table in the
 * app's font, its caption once (heading and note). On phones the table scrolls sideways with the sizes kept
 * in view. A pattern without consumption figures shows its table image instead.
 */
export function ConsumptionTable({ pattern }: { pattern: SewingPattern }) {
  if (!pattern.areas?.length || !pattern.consumption?.length) return <ConsumptionImage pattern={pattern} />;
  return (
    <section className="lib-section lib-consumption" aria-labelledby="pattern-consumption">
      <h2 id="pattern-consumption" className="lib-h2 lib-h2--caps">
        {t.consumption}
      </h2>
      <p className="lib-consumption__note">{t.consumptionNote}</p>
      <ConsumptionFigures pattern={pattern} label={t.consumptionAlt(pattern.name)} />
    </section>
  );
}

/** The table as the content's image (it carries its own caption, so the heading is for screen readers only). */
function ConsumptionImage({ pattern }: { pattern: SewingPattern }) {
  // the table SVG's height depends on the number of areas: keep the box until it is known
  const [size, setSize] = useState<{ width: number; height: number }>({ width: 408, height: 384 });
  if (!pattern.tablePath) return null;
  return (
    <section className="lib-section" aria-labelledby="pattern-consumption">
      <h2 id="pattern-consumption" className="nt-visually-hidden">
        {t.consumption}
      </h2>
      <ImageWithPlaceholder
        className="lib-table-image"
        src={pattern.tablePath}
        alt={t.consumptionAlt(pattern.name)}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        onLoad={(event) => {
          const image = event.currentTarget;
          if (image.naturalWidth && image.naturalHeight) setSize({ width: image.naturalWidth, height: image.naturalHeight });
        }}
      />
    </section>
  );
}
