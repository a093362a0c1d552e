import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { strings } from '../../strings';
import * as model from './model';

const t = strings.configurator;

/** A draft of this route differs from its start: continue it, or start from the pattern / the saved project. */
export function DraftOffer() {
  const { resume, discard } = useUnit({ resume: model.draftResumed, discard: model.draftDiscarded });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the choice replaces the editor: focus goes to it so a screen reader reads the question first
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="cfg-draft" aria-labelledby="cfg-draft-title">
      <h2 id="cfg-draft-title" tabIndex={-1} ref={headingRef}>
        {t.draftTitle}
      </h2>
      <p>{t.draftText}</p>
      <div className="cfg-draft-actions">
        <button type="button" className="nt-button nt-button--yellow" onClick={() => resume()}>
          {t.draftResume}
        </button>
        <button type="button" className="nt-button" onClick={() => discard()}>
          {t.draftDiscard}
        </button>
      </div>
    </section>
  );
}
