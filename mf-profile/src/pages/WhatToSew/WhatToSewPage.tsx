import { useId, useMemo, useState } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $customFabrics, $fabrics, $fabricsState, $sewingPatternsState, $stash, $stashState, Link, type SewingPattern } from '@nahtlos/platform';
import { PageHeader } from '@nahtlos/ui';
import { strings } from '../../strings';
import { MatchCard, type StashPiece } from './MatchCard';
import type { MatchRequest } from './matchRun';
import { $sizedCatalogue, WhatToSewGate } from './model';
import { rememberedSize } from './rememberedSize';
import { catalogueSizes, initialSize } from './sizes';
import { stashForMatching } from './stashForMatching';
import { useStashMatches, type MatchState } from './useStashMatches';
import { useUnchanged } from './useUnchanged';
import './whatToSew.css';

const t = strings.whatToSew;

/**
 * 'Was kann ich daraus nähen?' (issue 40): for a chosen size, the catalogue's patterns the user's stash can make, best
 * first, each with which piece goes where; computed off the main thread (useStashMatches), again when the stash or
 * the size changes.
 */
export function WhatToSewPage() {
  useGate(WhatToSewGate);
  const [stored, stashState, fabrics, fabricsState, own, catalogue, patternsState] = useUnit([
    $stash,
    $stashState,
    $fabrics,
    $fabricsState,
    $customFabrics,
    $sizedCatalogue,
    $sewingPatternsState,
  ]);
  const stash = useMemo(() => stashForMatching(stored, fabrics, own), [stored, fabrics, own]);
  const sizes = useMemo(() => catalogueSizes(catalogue?.patterns ?? []), [catalogue]);
  const [chosen, setChosen] = useState<string | null>(null);
  const size = chosen && sizes.includes(chosen) ? chosen : initialSize(sizes, rememberedSize());

  const entries = useUnchanged(stash.entries);
  const request = useMemo<MatchRequest | null>(
    () => (catalogue && size && fabricsState === 'loaded' && entries.length ? { stash: entries, patterns: catalogue.patterns, size } : null),
    [catalogue, size, fabricsState, entries],
  );
  const state = useStashMatches(request);
  const selectId = useId();

  const stashEmpty = stashState === 'loaded' && stored.length === 0;
  // (a list that failed, or no pattern's sizes to be had: offline before any was loaded)
  const unavailable = patternsState === 'failed' || fabricsState === 'failed' || catalogue?.patterns.length === 0;
  return (
    <main className="nt-page nt-page--wide ws-page">
      <PageHeader title={t.title} backTo="/stash" />
      <p className="ws-intro">{t.intro}</p>
      {stashState !== 'loaded' ? (
        <p className="ws-note">{t.loadingStash}</p>
      ) : stashEmpty ? (
        <ToStash text={t.emptyStash} hint={t.emptyStashHint} link={t.addFabric} />
      ) : !catalogue || !size || fabricsState !== 'loaded' ? (
        <p className="ws-note">{unavailable ? t.patternsFailed : t.loadingPatterns}</p>
      ) : (
        <>
          <div className="nt-field ws-size">
            <label htmlFor={selectId}>{t.size}</label>
            <select id={selectId} className="nt-input ws-size__select" value={size} onChange={(event) => setChosen(event.target.value)}>
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          {entries.length ? (
            <Results state={state} size={size} catalogue={catalogue.patterns} pieces={stash.byId} />
          ) : (
            // (no entry's fabric is known: nothing can be checked)
            <ToStash text={t.nothingFits(size)} link={t.toStash} />
          )}
          {catalogue.notLoaded ? <p className="ws-note">{t.notLoaded(catalogue.notLoaded)}</p> : null}
        </>
      )}
    </main>
  );
}

interface ResultsProps {
  state: MatchState;
  size: string;
  catalogue: readonly SewingPattern[];
  pieces: ReadonlyMap<string, StashPiece>;
}

/** The progress while the matcher runs; then the patterns that fit, best first, or the line that none does. */
function Results({ state, size, catalogue, pieces }: ResultsProps) {
  if (state.phase === 'running' || state.phase === 'idle') {
    const done = state.phase === 'running' ? state.done : 0;
    const total = state.phase === 'running' ? state.total : catalogue.length;
    return <Progress done={done} total={total} />;
  }
  if (state.phase === 'failed') return <p className="ws-note">{t.failed}</p>;
  const byId = new Map(catalogue.map((pattern) => [pattern.id, pattern]));
  return (
    <>
      {state.matches.length ? (
        <ul className="ws-list" aria-label={t.resultsLabel(size)}>
          {state.matches.map((match) => {
            const pattern = byId.get(match.patternId);
            return pattern ? <MatchCard key={match.patternId} match={match} pattern={pattern} pieces={pieces} /> : null;
          })}
        </ul>
      ) : (
        <ToStash text={t.nothingFits(size)} link={t.toStash} />
      )}
      <p className="ws-checked">{t.checked(state.checked, size)}</p>
    </>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="ws-progress">
      <div
        className="ws-bar"
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t.progress(done, total)}
      >
        <div className="ws-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="ws-count" aria-live="polite">
        {t.progress(done, total)}
      </p>
    </div>
  );
}

/** An empty stash or nothing that fits: a friendly line and the way to the stash. */
function ToStash({ text, hint, link }: { text: string; hint?: string; link: string }) {
  return (
    <div className="ws-empty">
      <p className="ws-empty__text">{text}</p>
      {hint ? <p className="ws-note">{hint}</p> : null}
      <Link className="nt-button nt-button--dark" to="/stash">
        {link}
      </Link>
    </div>
  );
}
