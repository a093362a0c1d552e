import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useGate, useUnit } from 'effector-react';
import { logger, Navigate, NAME_MAX, useNavigate } from '@nahtlos/platform';
import { PageLayout, TextInput, timings } from '@nahtlos/ui';
import { strings } from '../../strings';
import { svgDataUrl } from '../../drawing/media';
import { pendingPng, readPending, RESUME_DESIGN, setPendingPng } from '../../pendingSave';
import * as model from './model';
import { keepTypedName, readTypedName } from './typedName';
import { loadExporting } from '../../drawing/loadExporting';

const t = strings.configurator;

/**
 * /configuration/save: preview, name (max 20, trimmed, not empty; kept across a reload), 'Weiter' (or
 * Enter) → project created/updated → /profile.
 */
export function SaveProjectPage() {
  const pending = useMemo(() => readPending(), []);
  useGate(model.SaveProjectGate, { navigate: useNavigate() });
  const { saving, error, submitted, nameEdited, projectName } = useUnit({
    saving: model.$saving,
    error: model.$error,
    submitted: model.submitted,
    nameEdited: model.nameEdited,
    projectName: model.projectNameFx,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // a reload keeps what was typed (sessionStorage, cleared once saved)
  const [name, setName] = useState(() => readTypedName(pending));
  const changeName = (next: string) => {
    setName(next);
    nameEdited();
    if (pending) keepTypedName(pending, next);
  };
  const [preview, setPreview] = useState<string | null>(null);

  // preview: the PNG built in the configurator (or rebuilt from the SVG after a reload)
  useEffect(() => {
    if (!pending) return;
    let url: string | null = null;
    let cancelled = false;
    const show = (png: Blob) => {
      if (cancelled) return;
      url = URL.createObjectURL(png);
      setPreview(url);
    };
    const png = pendingPng();
    if (png) show(png);
    else {
      setPreview(svgDataUrl(pending.svg));
      loadExporting()
        .then(({ renderPng }) => renderPng(pending.svg))
        .then((rebuilt) => {
          setPendingPng(rebuilt);
          show(rebuilt);
        })
        .catch((failure) => logger.warn('The preview could not be rebuilt.', failure));
    }
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [pending]);

  // editing: start from the project's current name
  useEffect(() => {
    if (pending?.mode !== 'edit' || !pending.projectId) return;
    void projectName(pending.projectId).then((current) => {
      if (current) setName((typed) => typed || current);
    });
  }, [pending, projectName]);

  // SPEC section 9: the input is focused after 300 ms
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), timings.saveScreenFocus);
    return () => clearTimeout(timer);
  }, []);

  if (!pending) return <Navigate to="/configurator" replace />;
  const backTo = pending.mode === 'edit' && pending.projectId ? `/configuration/edit/${pending.projectId}` : `/configurator/${pending.patternId}`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    submitted({ pending, name });
  };

  return (
    <PageLayout title={strings.titles.save} backTo={backTo} backReplacing={{ state: RESUME_DESIGN }}>
      <form className="cfg-save-form" onSubmit={submit} noValidate>
        <div className="cfg-save-preview">
          {preview ? <img src={preview} alt={t.previewAlt} width={333} height={400} data-testid="save-preview" /> : null}
        </div>
        <h2 className="cfg-subtitle" id="cfg-name-prompt">
          {t.namePrompt}
        </h2>
        <TextInput
          ref={inputRef}
          label={t.nameLabel}
          value={name}
          onValueChange={changeName}
          maxChars={NAME_MAX}
          autoComplete="off"
          enterKeyHint="done"
          error={error}
        />
        <button type="submit" className="nt-button nt-button--yellow nt-button--block" aria-busy={saving} disabled={saving}>
          {saving ? t.saving : t.next}
        </button>
      </form>
    </PageLayout>
  );
}
