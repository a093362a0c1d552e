import { useState } from 'react';
import { Navigate, useLocation, useParams, type SewingPattern } from '@nahtlos/platform';
import { AccentButton, PageLayout, PatternPreview } from '@nahtlos/ui';
import { strings } from '../../strings';
import { Slider } from '../../components/Slider';
import { Loading, NotFound, ContentMissing } from '../../components/States';
import { usePatternsContent } from '../../content';

const t = strings.library.patterns;

/** /pattern/:patternId — the pattern from content. */
export function PatternDetailsPage() {
  const { patternId } = useParams();
  const { patterns, status } = usePatternsContent();
  const pattern = patterns.find((candidate) => candidate.id === patternId);
  if (!pattern) {
    return (
      <PageLayout title={strings.titles.pattern}>
        {status === 'loading' ? <Loading text={strings.library.common.loadingPatterns} /> : null}
        <ContentMissing status={status} />
        {status === 'ready' ? <NotFound title={t.notFoundTitle} text={t.notFoundText} to="/patterns" linkText={t.toPatterns} /> : null}
      </PageLayout>
    );
  }
  return <PatternDetailsView pattern={pattern} />;
}

/** /pattern-details — the pattern passed in navigation state, else back to /patterns. */
export function PatternFromStatePage() {
  const location = useLocation();
  const state = location.state as { pattern?: SewingPattern } | SewingPattern | null;
  const pattern = state && 'pattern' in state ? state.pattern : (state as SewingPattern | null);
  if (!pattern || typeof pattern !== 'object' || !pattern.id || !pattern.name) return <Navigate to="/patterns" replace />;
  return <PatternDetailsView pattern={pattern} />;
}

function ConsumptionTable({ pattern }: { pattern: SewingPattern }) {
  // the table SVG's height depends on the number of areas: keep the box until it is known
  const [size, setSize] = useState<{ width: number; height: number }>({ width: 408, height: 384 });
  if (!pattern.tablePath) return null;
  return (
    <section className="lib-section" aria-labelledby="pattern-consumption">
      <h2 id="pattern-consumption" className="nt-visually-hidden">
        {t.consumption}
      </h2>
      <img
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

export function PatternDetailsView({ pattern }: { pattern: SewingPattern }) {
  const instructions = pattern.instructions ?? [];
  return (
    <PageLayout title={strings.titles.pattern}>
      <article className="lib-pattern-details">
        <header className="lib-article-head">
          <h2 className="lib-title">{pattern.name}</h2>
          {pattern.subline ? <p className="lib-subline">{pattern.subline}</p> : null}
        </header>
        <div className="lib-pattern-details__preview">
          <PatternPreview src={pattern.previewPath} alt={pattern.name} width={pattern.width || 500} height={pattern.height || 600} lazy={false} />
        </div>
        <div className="lib-cta">
          <AccentButton to={`/configurator/${encodeURIComponent(pattern.id)}`} variant="yellow" block>
            {t.configure}
          </AccentButton>
        </div>
        <ConsumptionTable pattern={pattern} />
        {instructions.length ? (
          <section className="lib-section">
            <h2 id="pattern-instructions" className="lib-h2 lib-h2--caps">
              {t.instructions}
            </h2>
            <Slider label={t.instructions}>
              {instructions.map((instruction) => (
                <a
                  key={instruction.url}
                  className="lib-instruction-card"
                  href={instruction.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${instruction.name} ${strings.library.common.newWindow}`}
                >
                  <img src={instruction.previewImage} alt="" width={480} height={320} loading="lazy" decoding="async" />
                  <span>{instruction.name}</span>
                </a>
              ))}
            </Slider>
          </section>
        ) : null}
      </article>
    </PageLayout>
  );
}
