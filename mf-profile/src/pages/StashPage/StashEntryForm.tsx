import { useEffect, useId, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { validateStashEntry, ValidationError, type Fabric, type StashEntry, type StashEntryDraft } from '@nahtlos/platform';
import { TextInput } from '@nahtlos/ui';
import { strings } from '../../strings';
import type { FabricChoices } from './fabricChoices';
import { saveEntryFx } from './model';

const t = strings.stash;

type Field = 'fabricId' | 'lengthCm' | 'widthCm' | 'note' | 'boughtOn';
type Texts = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

/** A field's text in cm: digits are the number, anything else (empty too) NaN, which the rule refuses with its message. */
const parseCm = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const draftOf = (texts: Texts): StashEntryDraft => ({
  fabricId: texts.fabricId,
  lengthCm: parseCm(texts.lengthCm),
  widthCm: parseCm(texts.widthCm),
  note: texts.note.trim(),
  boughtOn: texts.boughtOn || null,
});

/** Every field's German message: the platform's rules (the server's), and a fabric must be chosen. */
function problemsOf(texts: Texts): Errors {
  return { ...validateStashEntry(draftOf(texts)), ...(texts.fabricId ? {} : { fabricId: t.chooseFabric }) };
}

const textsOf = (entry: StashEntry | null, fabricId: string | null, fabric: Fabric | undefined): Texts => ({
  fabricId: entry?.fabricId ?? fabricId ?? '',
  lengthCm: entry ? String(entry.lengthCm) : '',
  widthCm: entry ? String(entry.widthCm) : fabric?.usableWidth ? String(fabric.usableWidth) : '',
  note: entry?.note ?? '',
  boughtOn: entry?.boughtOn ?? '',
});

/**
 * Adds an entry to the stash or edits one: which fabric, its length and width in whole cm, an optional note (the name
 * rule: 20 characters) and 'gekauft am'. Picking a fabric fills an empty width with the fabric's usable width.
 */
export function StashEntryForm({ entry, fabricId, choices, onDone }: { entry: StashEntry | null; fabricId: string | null; choices: FabricChoices; onDone: () => void }) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(entry, fabricId, choices.byId.get(fabricId ?? '')));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, save] = useUnit([saveEntryFx.pending, saveEntryFx]);
  const titleId = useId();
  const selectId = useId();
  // the form opens where the user tapped: the keyboard and a screen reader go with it
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  const change = (field: Field) => (value: string) => {
    setTexts((current) => {
      const next = { ...current, [field]: value };
      const width = choices.byId.get(value)?.usableWidth;
      if (field === 'fabricId' && !current.widthCm && width) next.widthCm = String(width);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: null }));
    setFailure(null);
  };

  const submit = async () => {
    const found = problemsOf(texts);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await save({ id: entry?.id ?? null, draft: draftOf(texts) });
      onDone();
    } catch (caught) {
      setFailure(caught instanceof ValidationError ? caught.message : t.failed);
    }
  };

  const fabricError = errors.fabricId;
  return (
    <section className="st-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{entry ? t.editTitle : t.addTitle}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="nt-field">
          <label htmlFor={selectId}>{t.fabric}</label>
          <select
            ref={firstField}
            id={selectId}
            className="nt-input st-select"
            value={texts.fabricId}
            onChange={(event) => change('fabricId')(event.target.value)}
            aria-invalid={fabricError ? true : undefined}
            aria-describedby={fabricError ? `${selectId}-error` : undefined}
          >
            <option value="">{t.fabricPlaceholder}</option>
            {choices.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.fabrics.map((fabric) => (
                  <option key={fabric.id} value={fabric.id}>
                    {fabric.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {fabricError ? (
            <p className="nt-error" id={`${selectId}-error`} role="alert">
              {fabricError}
            </p>
          ) : null}
        </div>
        <div className="st-form__sizes">
          {/* text with a numeric keypad, not type=number: every typed character reaches the rule and its German message */}
          <TextInput label={t.length} value={texts.lengthCm} onValueChange={change('lengthCm')} error={errors.lengthCm} inputMode="numeric" autoComplete="off" />
          <TextInput label={t.width} value={texts.widthCm} onValueChange={change('widthCm')} error={errors.widthCm} inputMode="numeric" autoComplete="off" />
        </div>
        <TextInput label={t.note} hint={t.noteHint} value={texts.note} onValueChange={change('note')} error={errors.note} autoComplete="off" />
        <TextInput label={t.boughtOn} type="date" value={texts.boughtOn} onValueChange={change('boughtOn')} error={errors.boughtOn} />
        {failure ? (
          <p className="nt-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="st-form__actions">
          <button type="submit" className="nt-button nt-button--dark" disabled={saving}>
            {t.save}
          </button>
          <button type="button" className="nt-button" onClick={onDone}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
