import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { FormResult } from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import { AWAITED_EMAIL_KEY } from '../../awaitedEmail';
import { AwaitEmailPage } from './AwaitEmailPage';
import { resendFx } from './model';

// the server's answer stands in for the kernel's resend: the page's effect handler is replaced in a fork
const resend = jest.fn<Promise<FormResult>, [{ email: string }]>();
const PATH = '/register/await-email-verfication';
const show = (state?: unknown, path = PATH) => renderPage(path, <Provider value={fork({ handlers: [[resendFx, resend]] })}><AwaitEmailPage /></Provider>, state);

beforeEach(() => {
  resend.mockReset();
  window.sessionStorage.clear();
});

describe('AwaitEmailPage', () => {
  it('shows the address from the navigation state, the resend button and both links', () => {
    show({ email: 'anna@example.de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schön, dass du da bist!' })).toBeInTheDocument();
    expect(screen.getByTestId('awaited-email')).toHaveTextContent('anna@example.de');
    expect(screen.getByRole('button', { name: 'E-mail erneut senden' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute('href', '/register');
    expect(window.sessionStorage.getItem(AWAITED_EMAIL_KEY)).toBe('anna@example.de');
  });

  it('after a registration a page asked for, the login link keeps the way back to that page', () => {
    show({ email: 'anna@example.de' }, `${PATH}?redirect=%2Ffoto-feature`);
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login?redirect=%2Ffoto-feature');
    expect(screen.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute('href', '/register?redirect=%2Ffoto-feature');
  });

  it('survives a reload: without navigation state the address comes from the session', () => {
    window.sessionStorage.setItem(AWAITED_EMAIL_KEY, 'berta@example.de');
    show();
    expect(screen.getByTestId('awaited-email')).toHaveTextContent('berta@example.de');
  });

  it('without any address it says a mail was sent and cannot resend', () => {
    show();
    expect(screen.getByText('Wir haben dir eine E-Mail geschickt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail erneut senden' })).toBeDisabled();
  });

  it('resends the activation mail and says "Wir haben dir eine E-Mail geschickt."', async () => {
    resend.mockResolvedValue({ ok: true, message: 'Wir haben dir eine E-Mail geschickt.' });
    show({ email: 'anna@example.de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wir haben dir eine E-Mail geschickt.');
    expect(resend).toHaveBeenCalledWith({ email: 'anna@example.de' });
  });

  it('shows the failure when resending fails', async () => {
    resend.mockResolvedValue({ ok: false, error: 'Ungültige Daten.' });
    show({ email: 'anna@example.de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Daten.');
  });
});
