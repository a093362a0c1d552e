import { memo, useEffect, type CSSProperties } from 'react';
import { useUnit } from 'effector-react';
import type { SewingPattern } from '@nahtlos/platform';
import { RedoIcon, UndoIcon } from '@nahtlos/ui';
import { strings } from '../../strings';
import { AreaRow } from './AreaRow';
import { MaterialRow, StashFilter, VariationRow } from './ChoiceRows';
import { DrawingView } from './DrawingView';
import { FabricRow } from './FabricRow';
import { LookRow } from './LookRow';
import { SizeAndYardage } from './SizeAndYardage';
import * as model from './model';

const t = strings.configurator;

/** The editor of the open pattern: its rows of choices, the drawing, undo/redo and saving, and the screen reader's announcements. */
export function Editor({ pattern, saveLabel }: { pattern: SewingPattern; saveLabel: string }) {
  const { opened, editorShown } = useUnit({ opened: model.$pattern, editorShown: model.editorShown });
  const shownId = opened?.id === pattern.id ? pattern.id : null;
  useEffect(() => {
    if (shownId) editorShown(shownId);
  }, [shownId, editorShown]);
  if (opened?.id !== pattern.id) return <p className="cfg-note">{t.loading}</p>;
  // each row subscribes only to what it shows: choosing a fabric re-renders the area chips and the
  // fabric row, nothing else (the drawing follows the model outside React)
  // the drawing's aspect ratio sizes its column from 768 px: as tall as the screen allows
  const aspect = { '--cfg-aspect': String((pattern.width || 500) / (pattern.height || 600)) } as CSSProperties;
  return (
    <div className="cfg" style={aspect}>
      <div className="cfg-controls">
        <AreaRow pattern={pattern} />
        <MaterialRow />
        <FabricRow pattern={pattern} />
        <VariationRow />
        <StashFilter />
        <LookRow />
        <SizeAndYardage />
      </div>
      <MemoDrawingView pattern={pattern} />
      <Actions saveLabel={saveLabel} />
      <Announcer />
    </div>
  );
}

const MemoDrawingView = memo(DrawingView);

function Actions({ saveLabel }: { saveLabel: string }) {
  const { canUndo, canRedo, saving, undo, redo, saveRequested } = useUnit({
    canUndo: model.$canUndo,
    canRedo: model.$canRedo,
    saving: model.$saving,
    undo: model.undo,
    redo: model.redo,
    saveRequested: model.saveRequested,
  });
  return (
    <div className="cfg-actions">
      <button type="button" className="cfg-round" aria-label={t.undo} title={`${t.undo} (Strg+Z)`} disabled={!canUndo} onClick={() => undo()}>
        <UndoIcon size={22} aria-hidden="true" />
      </button>
      <button type="button" className="cfg-round" aria-label={t.redo} title={`${t.redo} (Strg+Umschalt+Z)`} disabled={!canRedo} onClick={() => redo()}>
        <RedoIcon size={22} aria-hidden="true" />
      </button>
      <button type="button" className="nt-button nt-button--yellow cfg-save" aria-busy={saving} onClick={() => saveRequested()}>
        {saving ? t.saving : saveLabel}
      </button>
    </div>
  );
}

function Announcer() {
  const text = useUnit(model.$announcement);
  return (
    <p className="nt-visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
