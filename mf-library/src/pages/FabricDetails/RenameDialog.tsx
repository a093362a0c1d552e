import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { NAME_MAX, validateName, ValidationError } from '@nahtlos/platform';
import { TextInput } from '@nahtlos/ui';
import { strings } from '../../strings';
import { renameFabricFx } from './model';

const t = strings.library.fabric;

/**
 * 'Umbenennen': a modal with the name input (≤ 20 characters, a longer paste is refused and the input says
 * so); the name is saved trimmed, one the contract's name rule refuses (empty, text-direction controls) is refused at the field. Enter saves, Escape cancels.
 */
export function RenameDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rename = useUnit(renameFabricFx);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // environments without modal dialogs (jsdom)
  }, []);
  const save = async () => {
    // stored trimmed; a name the server's rule refuses is not saved, the old name stays
    const invalid = validateName(value);
    if (invalid) {
      setError(invalid);
      return;
    }
    const trimmed = value.trim();
    setBusy(true);
    try {
      await rename({ id, name: trimmed });
      onClose();
    } catch (caught) {
      setError(caught instanceof ValidationError ? caught.message : t.actionFailed);
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      className="lib-dialog"
      aria-labelledby="rename-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="rename-title">{t.renameTitle}</h2>
        <TextInput
          label={t.renameLabel}
          value={value}
          maxChars={NAME_MAX}
          onValueChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <div className="lib-dialog__buttons">
          <button type="button" className="nt-button" onClick={onClose}>
            {t.renameCancel}
          </button>
          <button type="submit" className="nt-button nt-button--dark" disabled={busy}>
            {t.renameSave}
          </button>
        </div>
      </form>
    </dialog>
  );
}
