import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { acceptWithinLimit, TEXT_INPUT_MAX } from './textLimit';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Longer input is refused and the previous value kept (spec: 1000 by default). */
  maxChars?: number;
  hint?: string;
  error?: string | null;
}

/** Labelled text input that refuses input beyond its limit instead of truncating it. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, value, onValueChange, maxChars = TEXT_INPUT_MAX, hint, error, id, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="nt-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        className="nt-input"
        value={value}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onValueChange(acceptWithinLimit(value, event.target.value, maxChars))}
        {...rest}
      />
      {hint ? (
        <p className="nt-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="nt-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
