import { Link } from '@nahtlos/platform';
import { PageLayout, PatternPreview } from '@nahtlos/ui';
import { strings } from '../../strings';
import { EmptyNotice, Loading, ContentMissing } from '../../components/States';
import { usePatternsContent } from '../../content';

const t = strings.library.patterns;

/** /patterns and /tabs/patterns: every current pattern as a card → /pattern/:id. */
export function PatternsPage() {
  const { patterns, status } = usePatternsContent();
  return (
    <PageLayout title={strings.titles.patterns} hideBack>
      <p className="lib-lead">{t.intro}</p>
      {status === 'loading' ? <Loading text={strings.library.common.loadingPatterns} /> : null}
      <ContentMissing status={status} />
      {status === 'ready' && patterns.length === 0 ? <EmptyNotice>{t.empty}</EmptyNotice> : null}
      {patterns.length ? (
        <ul className="lib-pattern-grid" role="list">
          {patterns.map((pattern, index) => (
            <li key={pattern.id}>
              <Link className="lib-pattern-card" to={`/pattern/${encodeURIComponent(pattern.id)}`}>
                <span className="lib-pattern-card__image">
                  <PatternPreview src={pattern.previewPath} alt="" width={pattern.width || 500} height={pattern.height || 600} lazy={index > 3} />
                </span>
                <span className="lib-pattern-card__name">{pattern.name}</span>
                {pattern.subline ? <span className="lib-pattern-card__subline">{pattern.subline}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </PageLayout>
  );
}
