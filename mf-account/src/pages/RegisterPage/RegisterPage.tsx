import { useGate, useUnit } from 'effector-react';
import { Link, NAME_MAX, returnToOf, useLocation, useNavigate, withReturnTo } from '@nahtlos/platform';
import { TextInput } from '@nahtlos/ui';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { AccountForm, EmailField } from '../../components/AccountForm';
import { FormFeedback } from '../../components/FormFeedback';
import { PasswordField } from '../../components/PasswordField';
import * as model from './model';

const text = strings.account;

export function RegisterPage() {
  const returnTo = returnToOf(useLocation().search);
  useGate(model.RegisterPageGate, { navigate: useNavigate(), returnTo });
  const [form, error, pending] = useUnit([model.$form, model.$error, model.$pending]);
  const [fieldChanged, submitted] = useUnit([model.fieldChanged, model.submitted]);

  return (
    <AccountLayout title={text.register.title}>
      <div className="acc-body">
        <p className="acc-intro">{text.register.intro}</p>
        <AccountForm
          onSubmit={submitted}
          pending={pending}
          submitLabel={text.register.submit}
          pendingLabel={text.register.submitting}
        >
          <TextInput
            label={text.register.usernameLabel}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxChars={NAME_MAX}
            hint={text.register.usernameHint}
            value={form.username}
            onValueChange={(value) => fieldChanged({ field: 'username', value })}
          />
          <EmailField value={form.email} onValueChange={(value) => fieldChanged({ field: 'email', value })} />
          <PasswordField
            label={text.passwordLabel}
            name="password"
            autoComplete="new-password"
            hint={text.register.passwordHint}
            value={form.password}
            onValueChange={(value) => fieldChanged({ field: 'password', value })}
          />
          <PasswordField
            label={text.register.passwordRepeatLabel}
            name="passwordConfirmation"
            autoComplete="new-password"
            value={form.passwordConfirmation}
            onValueChange={(value) => fieldChanged({ field: 'passwordConfirmation', value })}
          />
          <FormFeedback error={error} />
        </AccountForm>
        <ul className="acc-links">
          <li>
            <Link to={withReturnTo('/login', returnTo)}>{text.register.toLogin}</Link>
          </li>
        </ul>
      </div>
    </AccountLayout>
  );
}
