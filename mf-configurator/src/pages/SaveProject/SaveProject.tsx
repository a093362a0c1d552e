import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createProject, getProject, logger, Navigate, NAME_MAX, StorageFullError, updateProject, useNavigate, ValidationError } from '@nahtlos/platform';
import { PageLayout, TextInput, timings } from '@nahtlos/ui';
import { strings } from '../../strings';
import { renderPng } from '../../drawing/export';
import { svgDataUrl } from '../../drawing/media';
import { clearPending, pendingPng, readPending, setPendingPng } from '../../pendingSave';

const t = strings.configurator;

/** /configuration/save: preview, name (max 20), 'Weiter' (or Enter) → project created/updated → /profile. */
export function SaveProjectPage() {
  const pending = useMemo(() => readPending(), []);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [error, setError] = useState<string | null>(null);
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
      renderPng(pending.svg)
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
    void getProject(pending.projectId).then((project) => {
      if (project) setName((current) => current || project.name);
    });
  }, [pending]);

  // SPEC section 9: the input is focused after 300 ms
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), timings.saveScreenFocus);
    return () => clearTimeout(timer);
  }, []);

  if (!pending) return <Navigate to="/configurator" replace />;
  const backTo = pending.mode === 'edit' && pending.projectId ? `/configuration/edit/${pending.projectId}` : `/configurator/${pending.patternId}`;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setError(null);
    try {
      const png = pendingPng() ?? (await renderPng(pending.svg).catch(() => null));
      const draft = { name, sewingPattern: pending.sewingPattern, svg: pending.svg, png };
      if (pending.mode === 'edit' && pending.projectId) await updateProject(pending.projectId, draft);
      else await createProject(draft);
      clearPending();
      navigate('/profile', { replace: true });
    } catch (failure) {
      logger.error('The project could not be saved.', failure);
      if (failure instanceof ValidationError) setError(failure.message);
      else if (failure instanceof StorageFullError) setError(failure.userMessage);
      else setError(t.saveFailed);
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <PageLayout title={strings.titles.save} backTo={backTo}>
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
          onValueChange={setName}
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
