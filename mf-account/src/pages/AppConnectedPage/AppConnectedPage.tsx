import { returnToOf, useLocation } from '@nahtlos/platform';
import { AccentButton } from '@nahtlos/ui';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { Checkmark } from '../CompletedPage/CompletedPage';

const text = strings.account.appConnected;

/** First login on this account: the app and the site profile are linked now; on to the profile, or back to the page that needed the account. */
export function AppConnectedPage() {
  const returnTo = returnToOf(useLocation().search);
  return (
    <AccountLayout title={text.title} hideBack>
      <div className="acc-body">
        <Checkmark />
        <p className="acc-celebrate">{text.text}</p>
        <AccentButton to={returnTo ?? '/profile'} variant="dark" block replace>
          {returnTo ? text.continueBack : text.continue}
        </AccentButton>
      </div>
    </AccountLayout>
  );
}
