import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { logger, NAME_MAX, useNavigate, validateName, ValidationError } from '@nahtlos/platform';
import { BackIcon, CloseIcon, ImageWithPlaceholder, TextInput } from '@nahtlos/ui';
import { strings } from '../../strings';
import { openCameraFx } from '../../camera';
import { offerNextStepFx, saveFabricFx } from './model';
import { currentCrop, flowExit, mark, setCrop, type Crop } from '../ImageCropper/photoFlow';

const t = strings.photo.save;
/** SPEC section 9: the name input is focused about 1000 ms after opening. */
export const FOCUS_DELAY_MS = 1000;

/**
 * /save-custom-fabric, the 'Foto Feature' modal: preview, name (the contract's name rule, stored trimmed; focused
 * after ~1 s, Enter saves), 'Speichern' / 'Wird gespeichert...'. Back returns to the cropper to re-crop; close
 * dismisses. Saving stores the JPEG on the device through the kernel (uploaded when logged in),
 * then offers: new fabric, fabric library, close.
 */
export function SaveCustomFabricPage({ crop = currentCrop() }: { crop?: Crop | null }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saveFabric, offerNextStep, openCamera] = useUnit([saveFabricFx, offerNextStepFx, openCameraFx]);

  useEffect(() => {
    if (crop) mark('crop-done');
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [crop]);

  useEffect(() => {
    if (!crop) navigate('/image-cropper', { replace: true });
  }, [crop, navigate]);
  if (!crop) return null;

  const save = async () => {
    if (saving) return;
    // stored trimmed; a name the server's rule refuses is not saved
    const invalid = validateName(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    const trimmed = name.trim();
    setSaving(true);
    setError(null);
    mark('save-start');
    try {
      const fabric = await saveFabric({ name: trimmed, image: crop.blob, width: crop.width, height: crop.height });
      mark('fabric-saved');
      const exit = flowExit();
      setCrop(null);
      const answer = await offerNextStep(fabric.name);
      if (answer === 'library') navigate('/fabrics', { replace: true });
      else if (answer === 'stash') navigate(`/stash?fabric=${encodeURIComponent(fabric.id)}`, { replace: true });
      else {
        navigate(exit, { replace: true });
        if (answer === 'new') void openCamera({ returnTo: exit });
      }
    } catch (caught) {
      if (caught instanceof ValidationError) setError(caught.message);
      else {
        logger.error('Saving the custom fabric failed.', caught);
        setError(t.failed);
      }
      setSaving(false);
    }
  };

  return (
    <main className="nt-page lib-save-fabric">
      <section className="lib-save-fabric__sheet" role="dialog" aria-modal="true" aria-labelledby="save-fabric-title">
        <header className="nt-page-header">
          <button type="button" className="nt-icon-button" aria-label={t.back} onClick={() => navigate('/image-cropper', { replace: true })}>
            <BackIcon aria-hidden="true" size={24} />
          </button>
          <h1 id="save-fabric-title">{t.title}</h1>
          <button type="button" className="nt-icon-button" aria-label={t.close} onClick={() => navigate(flowExit(), { replace: true })}>
            <CloseIcon aria-hidden="true" size={24} />
          </button>
        </header>
        <ImageWithPlaceholder className="lib-save-fabric__preview" src={crop.url} alt={t.previewAlt} width={crop.width} height={crop.height} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextInput
            ref={inputRef}
            label={t.prompt}
            value={name}
            onValueChange={(next) => {
              setName(next);
              setError(null);
            }}
            maxChars={NAME_MAX}
            enterKeyHint="done"
            autoComplete="off"
            error={error}
          />
          <button type="submit" className="nt-button nt-button--dark nt-button--block" disabled={saving} aria-busy={saving}>
            {saving ? t.saving : t.save}
          </button>
        </form>
      </section>
    </main>
  );
}
