import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { platformStrings } from '@nahtlos/platform';
import { exceedsLimit, TEXT_INPUT_MAX } from './textLimit';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Longer input is refused, the previous value kept and 'Höchstens N Zeichen.' shown (spec: 1000 by default). */
  maxChars?: number;
  hint?: string;
  error?: string | null;
}

/**
 * Labelled text input that refuses input beyond its limit instead of truncating it, and says why at the
 * field (role=alert) until the next accepted change; otherwise it shows the caller's `error`.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, value, onValueChange, maxChars = TEXT_INPUT_MAX, hint, error, id, ...rest },
  ref,
) {
  const generatedId = useId();
  const [refused, setRefused] = useState(false);
  const inputId = id ?? generatedId;
  const shownError = refused ? platformStrings.validation.inputTooLong(maxChars) : error;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = shownError ? `${inputId}-error` : undefined;
  return (
    <div className="nt-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        className="nt-input"
        value={value}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          const next = event.target.value;
          // the controlled input falls back to `value`: a paste beyond the limit is refused as a whole
          setRefused(exceedsLimit(next, maxChars));
          if (!exceedsLimit(next, maxChars)) onValueChange(next);
        }}
        {...rest}
      />
      {hint ? (
        <p className="nt-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p className="nt-error" id={errorId} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
});
