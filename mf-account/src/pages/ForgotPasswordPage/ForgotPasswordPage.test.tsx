import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { FormResult } from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { requestResetFx } from './model';

// the server's answer stands in for the kernel's reset request: the page's effect handler is replaced in a fork
const reset = jest.fn<Promise<FormResult>, [{ email: string }]>();
const show = () =>
  renderPage('/forgot/password', <Provider value={fork({ handlers: [[requestResetFx, reset]] })}><ForgotPasswordPage /></Provider>);
const SENT = 'Wir haben dir eine E-Mail mit einer Anleitung zum Zurücksetzen deines Passworts geschickt.';
const NO_ACCOUNT = 'Es gibt noch kein Konto mit dieser E-Mail Adresse.';

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-Mail'), email);
  await user.click(screen.getByRole('button', { name: 'PASSWORT ZURÜCKSETZEN' }));
}

beforeEach(() => reset.mockReset());

describe('ForgotPasswordPage', () => {
  it('shows the email field and the button "PASSWORT ZURÜCKSETZEN"', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Zurück zum Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a missing email', ''],
    ['a malformed email', 'anna@'],
  ])('refuses %s without asking the server', async (_, email) => {
    show();
    await submit(email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Daten.');
    expect(reset).not.toHaveBeenCalled();
  });

  it('says the mail was sent on success', async () => {
    reset.mockResolvedValue({ ok: true, message: SENT });
    show();
    await submit('anna@example.de');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(reset).toHaveBeenCalledWith({ email: 'anna@example.de' });
  });

  it('says there is no account for an unknown address', async () => {
    reset.mockResolvedValue({ ok: false, error: NO_ACCOUNT });
    show();
    await submit('niemand@example.de');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCOUNT);
  });

  it('shows the failure text when the call throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reset.mockRejectedValue(new Error('boom'));
    show();
    await submit('anna@example.de');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCOUNT);
  });
});
