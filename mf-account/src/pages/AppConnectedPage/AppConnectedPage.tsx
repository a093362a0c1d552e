import { AccentButton } from '@nahtlos/ui';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { Checkmark } from '../CompletedPage/CompletedPage';

const text = strings.account.appConnected;

/** First login on this account: the app and the site profile are linked now. */
export function AppConnectedPage() {
  return (
    <AccountLayout title={text.title} hideBack>
      <div className="acc-body">
        <Checkmark />
        <p className="acc-celebrate">{text.text}</p>
        <AccentButton to="/profile" variant="dark" block replace>
          {text.continue}
        </AccentButton>
      </div>
    </AccountLayout>
  );
}
