import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link, PageLayout, strings, TextInput, useNavigate } from '@nahtlos/shared-kernel';
import { FormFeedback } from '../../components/FormFeedback';
import { PasswordField } from '../../components/PasswordField';
import { loginModel as model } from './model';

const text = strings.account;

export function LoginPage() {
  const navigate = useNavigate();
  const [form, error, pending] = useUnit([model.$form, model.$error, model.$pending]);
  const [fieldChanged, submitted] = useUnit([model.fieldChanged, model.submitted]);

  useEffect(() => {
    model.pageOpened();
    // success → sync screen (SPEC section 4)
    return model.submitFx.doneData.watch((result) => {
      if (result.ok) navigate('/load/patterns');
    });
  }, [navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <PageLayout title={text.login.title}>
      <div className="acc-body">
        <p className="acc-intro">{text.login.intro}</p>
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
            onValueChange={(value) => fieldChanged({ field: 'email', value })}
          />
          <PasswordField
            label={text.passwordLabel}
            name="password"
            autoComplete="current-password"
            value={form.password}
            onValueChange={(value) => fieldChanged({ field: 'password', value })}
          />
          <FormFeedback error={error} />
          <button type="submit" className="nt-button nt-button--dark nt-button--block" disabled={pending} aria-busy={pending}>
            {pending ? text.login.submitting : text.login.submit}
          </button>
        </form>
        <ul className="acc-links">
          <li>
            <Link to="/forgot/password">{text.login.forgotPassword}</Link>
          </li>
          <li>
            <Link to="/register">{text.login.toRegister}</Link>
          </li>
        </ul>
      </div>
    </PageLayout>
  );
}
