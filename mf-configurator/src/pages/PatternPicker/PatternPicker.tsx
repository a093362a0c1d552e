import { useUnit } from 'effector-react';
import { $sewingPatterns, $sewingPatternsState, Link } from '@nahtlos/platform';
import { PatternPreview } from '@nahtlos/ui';
import { strings } from '../../strings';
import { ContentFailed } from '../../components/ContentFailed';
import { WidePage } from '../../components/WidePage';

const t = strings.configurator;

/** /configurator without a pattern: choose one (cards with preview and name). */
export function PatternPickerPage() {
  const { patterns, state } = useUnit({ patterns: $sewingPatterns, state: $sewingPatternsState });
  const sorted = [...patterns].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    <WidePage title={strings.titles.configurator}>
      <h2 className="cfg-subtitle">{t.choosePattern}</h2>
      <p className="cfg-note">{t.choosePatternHint}</p>
      {state === 'failed' && patterns.length === 0 ? <ContentFailed /> : null}
      {(state === 'loading' || state === 'not loaded') && patterns.length === 0 ? <p className="cfg-note">{t.loading}</p> : null}
      {state === 'loaded' && patterns.length === 0 ? <p className="cfg-note">{t.noPatterns}</p> : null}
      <ul className="cfg-patterns">
        {sorted.map((pattern) => (
          <li key={pattern.id}>
            <Link className="cfg-pattern-card" to={`/configurator/${encodeURIComponent(pattern.id)}`}>
              <PatternPreview src={pattern.previewPath} alt="" width={250} height={300} />
              <span className="cfg-pattern-name">{pattern.name}</span>
              {pattern.subline ? <span className="cfg-pattern-subline">{pattern.subline}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </WidePage>
  );
}
