import { Navigate, useLocation, useParams, type SewingPattern } from '@nahtlos/platform';
import { AccentButton, ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LibraryPage } from '../../components/LibraryPage';
import { Slider } from '../../components/Slider';
import { Loading, NotFound, ContentMissing } from '../../components/States';
import { usePatternsContent } from '../../content';
import { ConsumptionTable } from './ConsumptionTable';

const t = strings.library.patterns;

/** /pattern/:patternId — the pattern from content. */
export function PatternDetailsPage() {
  const { patternId } = useParams();
  const { patterns, status } = usePatternsContent();
  const pattern = patterns.find((candidate) => candidate.id === patternId);
  if (!pattern) {
    return (
      <LibraryPage title={strings.titles.pattern}>
        {status === 'loading' ? <Loading text={strings.library.common.loadingPatterns} /> : null}
        <ContentMissing status={status} />
        {status === 'ready' ? <NotFound title={t.notFoundTitle} text={t.notFoundText} to="/patterns" linkText={t.toPatterns} /> : null}
      </LibraryPage>
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

export function PatternDetailsView({ pattern }: { pattern: SewingPattern }) {
  const instructions = pattern.instructions ?? [];
  return (
    <LibraryPage title={strings.titles.pattern} wide>
      {/* phones: name, preview, the rest below; from 768 px the preview beside name and the rest (library.css) */}
      <article className="lib-detail lib-pattern-details">
        <header className="lib-article-head lib-detail__head">
          <h2 className="lib-title">{pattern.name}</h2>
          {pattern.subline ? <p className="lib-subline">{pattern.subline}</p> : null}
        </header>
        <div className="lib-detail__media lib-pattern-details__preview">
          <ImageWithPlaceholder
            className="nt-preview"
            src={pattern.previewPath}
            alt={pattern.name}
            width={pattern.width || 500}
            height={pattern.height || 600}
            loading="eager"
            decoding="async"
          />
        </div>
        <div className="lib-detail__body">
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
                    <ImageWithPlaceholder
                      className="lib-instruction-card__image"
                      src={instruction.previewImage}
                      alt=""
                      width={480}
                      height={320}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="lib-instruction-card__name">{instruction.name}</span>
                  </a>
                ))}
              </Slider>
            </section>
          ) : null}
        </div>
      </article>
    </LibraryPage>
  );
}
