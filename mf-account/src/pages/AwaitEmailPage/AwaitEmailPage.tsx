import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { Link, useLocation } from '@nahtlos/platform';
import { PageLayout } from '@nahtlos/ui';
import { strings } from '../../strings';
import { FormFeedback } from '../../components/FormFeedback';
import { awaitedEmailFrom, resendModel as model } from './model';

const text = strings.account.awaitEmail;

export function AwaitEmailPage() {
  const location = useLocation();
  const email = useMemo(() => awaitedEmailFrom(location.state), [location.state]);
  const [error, message, pending] = useUnit([model.$error, model.$message, model.$pending]);

  useEffect(() => {
    model.pageOpened();
    if (email) model.fieldChanged({ field: 'email', value: email });
  }, [email]);

  return (
    <PageLayout title={text.title} backTo="/register">
      <div className="acc-body">
        {email ? (
          <>
            <p className="acc-intro">{text.sentTo}</p>
            <p className="acc-address" data-testid="awaited-email">
              {email}
            </p>
          </>
        ) : (
          <p className="acc-intro">{text.noAddress}</p>
        )}
        <p className="acc-intro">{text.instructions}</p>
        <FormFeedback error={error} message={message} />
        <button
          type="button"
          className="nt-button nt-button--dark nt-button--block"
          disabled={!email || pending}
          aria-busy={pending}
          onClick={() => model.submitted()}
        >
          {pending ? text.resending : text.resend}
        </button>
        <ul className="acc-links">
          <li>
            <Link to="/login">{text.toLogin}</Link>
          </li>
          <li>
            <Link to="/register">{text.backToRegister}</Link>
          </li>
        </ul>
      </div>
    </PageLayout>
  );
}
