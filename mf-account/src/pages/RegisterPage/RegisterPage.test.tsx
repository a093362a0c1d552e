import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { FormResult, RegistrationForm } from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import { AWAITED_EMAIL_KEY } from '../../awaitedEmail';
import { PENDING_RETURN_KEY } from '../../pendingReturn';
import { RegisterPage } from './RegisterPage';
import { registerFx } from './model';

// the server's answer stands in for the kernel's registration: the page's effect handler is replaced in a fork
const register = jest.fn<Promise<FormResult>, [RegistrationForm]>();
const show = (path = '/register') => renderPage(path, <Provider value={fork({ handlers: [[registerFx, register]] })}><RegisterPage /></Provider>);

interface Form {
  username: string;
  email: string;
  password: string;
  repeat: string;
}
const valid: Form = { username: 'anna', email: 'anna@example.de', password: 'geheim1234', repeat: 'geheim1234' };

async function submit(form: Form) {
  const user = userEvent.setup();
  if (form.username) await user.type(screen.getByLabelText('Benutzername'), form.username);
  if (form.email) await user.type(screen.getByLabelText('E-Mail'), form.email);
  if (form.password) await user.type(screen.getByLabelText('Passwort'), form.password);
  if (form.repeat) await user.type(screen.getByLabelText('Passwort wiederholen'), form.repeat);
  await user.click(screen.getByRole('button', { name: 'Profil anlegen' }));
  return user;
}

beforeEach(() => {
  register.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('RegisterPage', () => {
  it('shows the four fields with their hints and the link to the login', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil Anlegen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAccessibleDescription('Überlege gut! Du kannst ihn später nicht mehr ändern.');
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
    expect(screen.getByLabelText('Passwort wiederholen')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Du hast schon ein Konto? Einloggen' })).toHaveAttribute('href', '/login');
  });

  it('has a show/hide toggle on both password fields', async () => {
    const user = userEvent.setup();
    show();
    const toggles = screen.getAllByRole('button', { name: 'Passwort anzeigen' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]);
    expect(screen.getByLabelText('Passwort wiederholen')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['no username', { ...valid, username: '' }],
    ['a blank username', { ...valid, username: '   ' }],
    ['no email', { ...valid, email: '' }],
    ['an email without @', { ...valid, email: 'anna.example.de' }],
    ['no password', { ...valid, password: '' }],
    ['no password repeat', { ...valid, repeat: '' }],
    ['an empty form', { username: '', email: '', password: '', repeat: '' }],
  ])('says "Daten fehlen." for %s, without asking the server', async (_, form) => {
    show();
    await submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('Daten fehlen.');
    expect(register).not.toHaveBeenCalled();
  });

  it('says "Die Passwörter stimmen nicht überein." when the passwords differ', async () => {
    show();
    await submit({ ...valid, repeat: 'geheim12345' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein.');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks "differ" before "too short" (spec order)', async () => {
    show();
    await submit({ ...valid, password: 'kurz', repeat: 'kürzer' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein.');
  });

  it('says "Passwort zu kurz." under 8 characters', async () => {
    show();
    await submit({ ...valid, password: 'sieben7', repeat: 'sieben7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwort zu kurz.');
    expect(register).not.toHaveBeenCalled();
  });

  it('accepts exactly 8 characters', async () => {
    register.mockResolvedValue({ ok: true, message: 'ok' });
    show();
    await submit({ ...valid, password: 'acht8888', repeat: 'acht8888' });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/register/await-email-verfication');
  });

  it.each([
    ['Emailadresse ist bereits im System oder etwas ist schiefgelaufen.'],
    ['Ungültige Daten.'],
  ])('shows the server failure "%s"', async (error) => {
    register.mockResolvedValue({ ok: false, error });
    show();
    await submit(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(register).toHaveBeenCalledWith({
      username: 'anna',
      email: 'anna@example.de',
      password: 'geheim1234',
      passwordConfirmation: 'geheim1234',
    });
  });

  it('falls back to "Ungültige Daten." when the call throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    register.mockRejectedValue(new Error('boom'));
    show();
    await submit(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Daten.');
  });

  it('refuses a username beyond 20 characters and keeps the previous value', async () => {
    const user = userEvent.setup();
    show();
    const username = screen.getByLabelText('Benutzername');
    await user.type(username, 'a'.repeat(25));
    expect(username).toHaveValue('a'.repeat(20));
  });

  it('goes to the await page with the address in the navigation state and in the session', async () => {
    register.mockResolvedValue({ ok: true, message: 'ok' });
    show();
    await submit({ ...valid, email: ' anna@example.de ' });
    const landed = await screen.findByTestId('landed');
    expect(landed).toHaveTextContent('/register/await-email-verfication');
    expect(landed).toHaveTextContent('{"email":"anna@example.de"}');
    expect(window.sessionStorage.getItem(AWAITED_EMAIL_KEY)).toBe('anna@example.de');
  });

  it('coming from a page that needs an account: the await page and the login link keep the way back', async () => {
    register.mockResolvedValue({ ok: true, message: 'ok' });
    show('/register?redirect=%2Ffoto-feature');
    expect(screen.getByRole('link', { name: 'Du hast schon ein Konto? Einloggen' })).toHaveAttribute('href', '/login?redirect=%2Ffoto-feature');
    await submit(valid);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/register/await-email-verfication?redirect=%2Ffoto-feature {"email":"anna@example.de"}');
    // kept on the device for the activation link, which may open in another tab
    expect(JSON.parse(window.localStorage.getItem(PENDING_RETURN_KEY)!)).toMatchObject({ returnTo: '/foto-feature' });
  });

  it('a registration of its own keeps no page to return to', async () => {
    register.mockResolvedValue({ ok: true, message: 'ok' });
    show();
    await submit(valid);
    await screen.findByTestId('landed');
    expect(window.localStorage.getItem(PENDING_RETURN_KEY)).toBeNull();
  });
});
