import { Link } from '@nahtlos/platform';
import { ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LibraryPage } from '../../components/LibraryPage';
import { EmptyNotice, Loading, ContentMissing } from '../../components/States';
import { usePatternsContent } from '../../content';

const t = strings.library.patterns;

/** /patterns and /tabs/patterns: every current pattern as a card → /pattern/:id (2 columns on phones, 3–4 wider). */
export function PatternsPage() {
  const { patterns, status } = usePatternsContent();
  return (
    <LibraryPage title={strings.titles.patterns} hideBack wide>
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
                  <ImageWithPlaceholder
                    className="nt-preview"
                    src={pattern.previewPath}
                    alt=""
                    width={pattern.width || 500}
                    height={pattern.height || 600}
                    loading={index > 3 ? 'lazy' : 'eager'}
                    decoding="async"
                  />
                </span>
                <span className="lib-pattern-card__name">{pattern.name}</span>
                {pattern.subline ? <span className="lib-pattern-card__subline">{pattern.subline}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </LibraryPage>
  );
}
