import { useId, useState } from 'react';
import { acceptWithinLimit, HidePasswordIcon, ShowPasswordIcon, TEXT_INPUT_MAX } from '@nahtlos/ui';
import { strings } from '../strings';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

/** Password input with the show/hide toggle of the account screens. */
export function PasswordField({ label, value, onValueChange, hint, autoComplete, name }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="nt-field">
      <label htmlFor={id}>{label}</label>
      <div className="acc-password">
        <input
          id={id}
          name={name}
          className="nt-input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onValueChange(acceptWithinLimit(value, event.target.value, TEXT_INPUT_MAX))}
        />
        <button
          type="button"
          className="acc-password__toggle"
          aria-label={visible ? strings.account.hidePassword : strings.account.showPassword}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <HidePasswordIcon size={22} strokeWidth={1.8} aria-hidden="true" /> : <ShowPasswordIcon size={22} strokeWidth={1.8} aria-hidden="true" />}
        </button>
      </div>
      {hint ? (
        <p className="nt-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
