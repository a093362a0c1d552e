import { useGate, useUnit } from 'effector-react';
import { Link, returnToOf, useLocation, withReturnTo } from '@nahtlos/platform';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { FormFeedback } from '../../components/FormFeedback';
import * as model from './model';

const text = strings.account.awaitEmail;

export function AwaitEmailPage() {
  const location = useLocation();
  useGate(model.AwaitEmailPageGate, { locationState: location.state });
  // the page that needed an account (`?redirect=`): the login after the activation goes back there
  const returnTo = returnToOf(location.search);
  const [email, error, message, pending, submitted] = useUnit([model.$email, model.$error, model.$message, model.$pending, model.submitted]);

  return (
    <AccountLayout title={text.title} backTo={withReturnTo('/register', returnTo)}>
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
          onClick={() => submitted()}
        >
          {pending ? text.resending : text.resend}
        </button>
        <ul className="acc-links">
          <li>
            <Link to={withReturnTo('/login', returnTo)}>{text.toLogin}</Link>
          </li>
          <li>
            <Link to={withReturnTo('/register', returnTo)}>{text.backToRegister}</Link>
          </li>
        </ul>
      </div>
    </AccountLayout>
  );
}
