import { useGate, useUnit } from 'effector-react';
import { Link, useNavigate } from '@nahtlos/platform';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { AccountForm, EmailField } from '../../components/AccountForm';
import { FormFeedback } from '../../components/FormFeedback';
import { PasswordField } from '../../components/PasswordField';
import * as model from './model';

const text = strings.account;

export function LoginPage() {
  useGate(model.LoginPageGate, { navigate: useNavigate() });
  const [form, error, pending] = useUnit([model.$form, model.$error, model.$pending]);
  const [fieldChanged, submitted] = useUnit([model.fieldChanged, model.submitted]);

  return (
    <AccountLayout title={text.login.title}>
      <div className="acc-body">
        <p className="acc-intro">{text.login.intro}</p>
        <AccountForm
          onSubmit={submitted}
          pending={pending}
          submitLabel={text.login.submit}
          pendingLabel={text.login.submitting}
        >
          <EmailField value={form.email} onValueChange={(value) => fieldChanged({ field: 'email', value })} />
          <PasswordField
            label={text.passwordLabel}
            name="password"
            autoComplete="current-password"
            value={form.password}
            onValueChange={(value) => fieldChanged({ field: 'password', value })}
          />
          <FormFeedback error={error} />
        </AccountForm>
        <ul className="acc-links">
          <li>
            <Link to="/forgot/password">{text.login.forgotPassword}</Link>
          </li>
          <li>
            <Link to="/register">{text.login.toRegister}</Link>
          </li>
        </ul>
      </div>
    </AccountLayout>
  );
}
