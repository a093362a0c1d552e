import { useGate, useUnit } from 'effector-react';
import { withReturnTo } from '@nahtlos/platform';
import { AccentButton } from '@nahtlos/ui';
import { strings } from '../../strings';
import { AccountLayout } from '../../components/AccountLayout';
import { $returnTo, CompletedPageGate } from './model';

const text = strings.account.completed;

/** Where the activation link lands: the account is active, continue to the profile (or to the login a page asked for). */
export function CompletedPage() {
  useGate(CompletedPageGate);
  const returnTo = useUnit($returnTo);
  return (
    <AccountLayout title={text.title} hideBack>
      <div className="acc-body">
        <Checkmark />
        <p className="acc-celebrate">{text.text}</p>
        <AccentButton to={returnTo ? withReturnTo('/login', returnTo) : '/profile'} variant="dark" block replace>
          {returnTo ? strings.account.awaitEmail.toLogin : text.continue}
        </AccentButton>
      </div>
    </AccountLayout>
  );
}

export function Checkmark() {
  return (
    <div className="acc-mark">
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 4" />
        <path d="M19 33l9 9 17-19" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
