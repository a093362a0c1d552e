import { useId, useState } from 'react';
import { acceptWithinLimit, TEXT_INPUT_MAX } from '@nahtlos/ui';
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
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
          </svg>
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
