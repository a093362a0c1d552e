import type { FormEvent, ReactNode } from 'react';
import { TextInput } from '@nahtlos/ui';
import { strings } from '../strings';

/** The account pages' form: fields, then one dark submit button that shows its pending label. */
export function AccountForm(props: { onSubmit: () => void; pending: boolean; submitLabel: string; pendingLabel: string; children: ReactNode }) {
  const { onSubmit, pending, submitLabel, pendingLabel, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      {children}
      <button type="submit" className="nt-button nt-button--dark nt-button--block" disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

/** The e-mail field as every account form asks for it (no autocapitalisation, e-mail keyboard). */
export function EmailField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextInput
      label={strings.account.emailLabel}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
