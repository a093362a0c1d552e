import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { LoginForm, LoginResult } from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import type { FormResult } from '@nahtlos/platform';
import { LoginPage } from './LoginPage';
import { loginFx, resendFx } from './model';

// the server's answers stand in for the kernel's login and activation mail: the page's effect handlers are replaced in a fork
const login = jest.fn<Promise<LoginResult>, [LoginForm]>();
const resend = jest.fn<Promise<FormResult>, [string]>();
const show = (path = '/login') =>
  renderPage(path, <Provider value={fork({ handlers: [[loginFx, login], [resendFx, resend]] })}><LoginPage /></Provider>);

const INVALID = 'Ungültige Zugangsdaten.';

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-Mail'), email);
  if (password) await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Einloggen' }));
  return user;
}

beforeEach(() => {
  login.mockReset();
  resend.mockReset();
});

const FROM_FOTO_FEATURE = '/login?redirect=%2Ffoto-feature';
const ACCOUNT_NEEDED = 'Für das Foto Feature brauchst du ein Nahtlos Konto. Logge dich ein oder lege ein Profil an – danach geht es mit dem Kauf weiter.';

describe('LoginPage', () => {
  it('shows the title, email and password, the register link and "Passwort vergessen?"', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Einloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot/password');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    show();
    const password = screen.getByLabelText('Passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['an empty form', '', ''],
    ['a missing password', 'anna@example.de', ''],
    ['a missing email', '', 'geheim1234'],
    ['an email that is not one', 'anna.example.de', 'geheim1234'],
  ])('refuses %s with "Ungültige Zugangsdaten." without asking the server', async (_, email, password) => {
    show();
    await fill(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows "Ungültige Zugangsdaten." when the server refuses', async () => {
    login.mockResolvedValue({ ok: false, error: INVALID });
    show();
    await fill('anna@example.de', 'falsch-falsch');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(login).toHaveBeenCalledWith({ email: 'anna@example.de', password: 'falsch-falsch' });
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('shows "Ungültige Zugangsdaten." when the login call throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    login.mockRejectedValue(new Error('boom'));
    show();
    await fill('anna@example.de', 'geheim1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('goes to the sync screen after a successful login', async () => {
    login.mockResolvedValue({ ok: true, username: 'anna', hasAppConnection: false });
    show();
    await fill('anna@example.de', 'geheim1234');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/load/patterns');
  });

  it('ignores a second tap while the login runs', async () => {
    let finish: (value: LoginResult) => void = () => undefined;
    login.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    show();
    const user = await fill('anna@example.de', 'geheim1234');
    const busy = screen.getByRole('button', { name: 'Einloggen...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    finish({ ok: false, error: INVALID });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(INVALID));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('coming from the photo feature: says an account is needed, and the login (or the registration) goes back there', async () => {
    login.mockResolvedValue({ ok: true, username: 'anna', hasAppConnection: true });
    show(FROM_FOTO_FEATURE);
    expect(screen.getByText(ACCOUNT_NEEDED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' })).toHaveAttribute('href', '/register?redirect=%2Ffoto-feature');
    await fill('anna@example.de', 'geheim1234');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/load/patterns?redirect=%2Ffoto-feature');
  });

  it('says nothing about an account when opened by itself, or with a return address to another site', () => {
    show('/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect(screen.queryByText(ACCOUNT_NEEDED)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' })).toHaveAttribute('href', '/register');
  });

  it("an unconfirmed address: the spec's text, and 'E-mail erneut senden' sends the activation mail to the typed address", async () => {
    login.mockResolvedValue({ ok: false, error: INVALID, notActivated: true });
    resend.mockResolvedValue({ ok: true, message: 'Wir haben dir eine E-Mail geschickt.' });
    show();
    const user = await fill('anna@example.de', 'geheim1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByText('Hast du deine E-Mail-Adresse schon bestätigt? Wir schicken dir den Link gern noch einmal.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByText('Wir haben dir eine E-Mail geschickt.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith('anna@example.de');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  });

  it('a failed resend says so; a wrong password offers no mail', async () => {
    login.mockResolvedValueOnce({ ok: false, error: INVALID, notActivated: true });
    resend.mockResolvedValue({ ok: false, error: 'Ungültige Daten.' });
    show();
    const user = await fill('anna@example.de', 'geheim1234');
    await user.click(await screen.findByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByText('Die E-Mail konnte nicht gesendet werden. Versuche es bitte erneut.')).toBeInTheDocument();

    login.mockResolvedValueOnce({ ok: false, error: INVALID });
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'E-mail erneut senden' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  });
});
