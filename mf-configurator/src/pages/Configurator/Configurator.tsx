import { useDeferredValue, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate, useParams } from '@nahtlos/platform';
import { strings } from '../../strings';
import { WidePage } from '../../components/WidePage';
import { NotFound } from '../../components/NotFound';
import { ContentFailed } from '../../components/ContentFailed';
import { resumesDesign } from '../../pendingSave';
import { DraftOffer } from './DraftOffer';
import { Editor } from './Editor';
import { useGateFromFirstRender, useHeaderBack, useUndoShortcuts, useUnloadGuard } from './pageHooks';
import * as model from './model';

const t = strings.configurator;

export function ConfiguratorPage({ mode }: { mode: 'new' | 'edit' }) {
  const params = useParams();
  const id = (mode === 'new' ? params.patternId : params.projectId) ?? '';
  const location = useLocation();
  useGateFromFirstRender({ navigate: useNavigate(), mode, id, resume: resumesDesign(location.state), search: location.search });
  const { source, contentFailed, offeringDraft, undo, redo } = useUnit({
    source: model.$source,
    contentFailed: model.$contentFailed,
    offeringDraft: model.$offeringDraft,
    undo: model.undo,
    redo: model.redo,
  });
  const ready = source.status === 'ready' ? source.pattern : null;
  // The editor's first appearance (the drawing, rows of fabric buttons) renders in the background when the
  // content arrives: the store update renders synchronously, and with the editor it was one long task.
  // Once shown, a new pattern renders at once (never the editor of the pattern before).
  const shownBefore = useDeferredValue(ready);
  const pattern = ready && shownBefore ? ready : null;
  const pageRef = useRef<HTMLDivElement>(null);
  useHeaderBack(pageRef);
  useUnloadGuard();
  useUndoShortcuts(undo, redo);

  if (source.status === 'missing') {
    return source.what === 'project' ? (
      <NotFound title={t.projectNotFoundTitle} text={t.projectNotFoundText} to="/profile" linkText={t.toProfile} />
    ) : (
      <NotFound title={t.patternNotFoundTitle} text={t.patternNotFoundText} to="/configurator" linkText={t.toPatterns} />
    );
  }
  const saveLabel = mode === 'edit' ? t.save : t.finish;
  return (
    <WidePage
      className="cfg-main"
      title={strings.titles.configurator}
      backTo={mode === 'edit' ? `/details/${id}` : '/configurator'}
      tickmark="savePatterns"
      tickmarkLabel={saveLabel}
    >
      <div className="cfg-page" ref={pageRef}>
        {offeringDraft ? (
          <DraftOffer />
        ) : pattern ? (
          <Editor pattern={pattern} saveLabel={saveLabel} />
        ) : contentFailed && !ready ? (
          <ContentFailed />
        ) : (
          <p className="cfg-note">{t.loading}</p>
        )}
      </div>
    </WidePage>
  );
}
