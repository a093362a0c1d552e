import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link, PageLayout, strings, TextInput } from '@nahtlos/shared-kernel';
import { FormFeedback } from '../../components/FormFeedback';
import { forgotPasswordModel as model } from './model';

const text = strings.account;

export function ForgotPasswordPage() {
  const [form, error, message, pending] = useUnit([model.$form, model.$error, model.$message, model.$pending]);

  useEffect(() => {
    model.pageOpened();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.submitted();
  };

  return (
    <PageLayout title={text.forgotPassword.title} backTo="/login">
      <div className="acc-body">
        <p className="acc-intro">{text.forgotPassword.intro}</p>
        <form className="acc-form" onSubmit={onSubmit} noValidate>
          <TextInput
            label={text.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            value={form.email}
            onValueChange={(value) => model.fieldChanged({ field: 'email', value })}
          />
          <FormFeedback error={error} message={message} />
          <button type="submit" className="nt-button nt-button--dark nt-button--block" disabled={pending} aria-busy={pending}>
            {pending ? text.forgotPassword.submitting : text.forgotPassword.submit}
          </button>
        </form>
        <ul className="acc-links">
          <li>
            <Link to="/login">{text.forgotPassword.toLogin}</Link>
          </li>
        </ul>
      </div>
    </PageLayout>
  );
}
