import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { validateFabricSizeCm, ValidationError, type Fabric } from '@nahtlos/platform';
import { TextInput } from '@nahtlos/ui';
import { strings } from '../../strings';
import { saveSizeFx } from './model';

const t = strings.library.fabric;

type Field = 'lengthCm' | 'widthCm';
type Texts = Record<Field, string>;

/** A field's text in cm: empty is null (not known), digits are the number, anything else NaN (the rule refuses it). */
export function parseCm(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const asText = (cm: number | undefined) => (cm ? String(cm) : '');

/**
 * 'Stoffgröße' of a custom fabric ('Reicht mein Stoff?'): how much of it the user owns, in whole cm. Both fields
 * empty clear the size. Saved on the device (offline too) and synced by the platform.
 */
export function FabricSizeForm({ fabric }: { fabric: Fabric }) {
  const storedLength = asText(fabric.lengthCm);
  const storedWidth = asText(fabric.usableWidth);
  const [texts, setTexts] = useState<Texts>({ lengthCm: storedLength, widthCm: storedWidth });
  const [errors, setErrors] = useState<Record<Field, string | null>>({ lengthCm: null, widthCm: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, save] = useUnit([saveSizeFx.pending, saveSizeFx]);
  // a size stored meanwhile (another device's, through a sync) shows, unless the user is typing
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setTexts({ lengthCm: storedLength, widthCm: storedWidth });
  }, [storedLength, storedWidth]);

  const change = (field: Field) => (text: string) => {
    editing.current = true;
    setTexts((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: null }));
    setFailure(null);
    setSaved(false);
  };

  const submit = async () => {
    const size = { lengthCm: parseCm(texts.lengthCm), widthCm: parseCm(texts.widthCm) };
    const found = { lengthCm: validateFabricSizeCm(size.lengthCm), widthCm: validateFabricSizeCm(size.widthCm) };
    setErrors(found);
    if (found.lengthCm || found.widthCm) return;
    try {
      await save({ id: fabric.id, size });
      editing.current = false;
      setSaved(true);
    } catch (caught) {
      setFailure(caught instanceof ValidationError ? caught.message : t.actionFailed);
    }
  };

  return (
    <section className="lib-card lib-fabric__size" aria-labelledby="fabric-size">
      <h3 id="fabric-size">{t.sizeTitle}</h3>
      <p>{t.sizeHint}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="lib-fabric__size-fields">
          {/* text with a numeric keypad, not type=number: every typed character reaches the rule and its German
              message (a number input reports '1e' or 'abc' as empty, which would clear the size) */}
          <TextInput label={t.sizeLength} value={texts.lengthCm} onValueChange={change('lengthCm')} error={errors.lengthCm} inputMode="numeric" autoComplete="off" />
          <TextInput label={t.sizeWidth} value={texts.widthCm} onValueChange={change('widthCm')} error={errors.widthCm} inputMode="numeric" autoComplete="off" />
        </div>
        <button type="submit" className="nt-button nt-button--dark nt-button--block" disabled={saving}>
          {t.sizeSave}
        </button>
        <p className="lib-fabric__size-status" role="status">
          {saved ? t.sizeSaved : null}
        </p>
        {failure ? (
          <p className="nt-error" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
