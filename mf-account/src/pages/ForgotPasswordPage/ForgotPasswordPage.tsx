import { useGate, useUnit } from 'effector-react';
import { Link } from '@nahtlos/platform';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { AccountForm, EmailField } from '../../components/AccountForm';
import { FormFeedback } from '../../components/FormFeedback';
import * as model from './model';

const text = strings.account;

export function ForgotPasswordPage() {
  useGate(model.ForgotPasswordPageGate);
  const [form, error, message, pending] = useUnit([model.$form, model.$error, model.$message, model.$pending]);
  const [fieldChanged, submitted] = useUnit([model.fieldChanged, model.submitted]);

  return (
    <AccountLayout title={text.forgotPassword.title} backTo="/login">
      <div className="acc-body">
        <p className="acc-intro">{text.forgotPassword.intro}</p>
        <AccountForm
          onSubmit={submitted}
          pending={pending}
          submitLabel={text.forgotPassword.submit}
          pendingLabel={text.forgotPassword.submitting}
        >
          <EmailField value={form.email} onValueChange={(value) => fieldChanged({ field: 'email', value })} />
          <FormFeedback error={error} message={message} />
        </AccountForm>
        <ul className="acc-links">
          <li>
            <Link to="/login">{text.forgotPassword.toLogin}</Link>
          </li>
        </ul>
      </div>
    </AccountLayout>
  );
}
