import { useGate, useUnit } from 'effector-react';
import { Link, returnToOf, useLocation, useNavigate, withReturnTo } from '@nahtlos/platform';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { AccountForm, EmailField } from '../../components/AccountForm';
import { FormFeedback } from '../../components/FormFeedback';
import { PasswordField } from '../../components/PasswordField';
import * as model from './model';

const text = strings.account;

export function LoginPage() {
  const returnTo = returnToOf(useLocation().search);
  useGate(model.LoginPageGate, { navigate: useNavigate(), returnTo });
  const [form, error, pending, hint] = useUnit([model.$form, model.$error, model.$pending, model.$hint]);
  const [fieldChanged, submitted] = useUnit([model.fieldChanged, model.submitted]);
  const [offersResend, resendPending, resendResult, resendClicked] = useUnit([model.$offersResend, model.$resendPending, model.$resendResult, model.resendClicked]);

  return (
    <AccountLayout title={text.login.title}>
      <div className="acc-body">
        {hint ? <p className="acc-notice">{hint}</p> : null}
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
        {offersResend ? (
          <div className="acc-resend">
            <p className="acc-intro">{text.login.notActivated}</p>
            <button type="button" className="nt-button nt-button--block" disabled={resendPending} aria-busy={resendPending} onClick={() => resendClicked()}>
              {resendPending ? text.awaitEmail.resending : text.awaitEmail.resend}
            </button>
            <p role="status" className={resendResult?.ok === false ? 'nt-error' : 'acc-success'}>
              {resendResult ? (resendResult.ok ? resendResult.message : resendResult.error) : null}
            </p>
          </div>
        ) : null}
        <ul className="acc-links">
          <li>
            <Link to="/forgot/password">{text.login.forgotPassword}</Link>
          </li>
          <li>
            <Link to={withReturnTo('/register', returnTo)}>{text.login.toRegister}</Link>
          </li>
        </ul>
      </div>
    </AccountLayout>
  );
}
