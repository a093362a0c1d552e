import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resendActivationMail } from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import { AwaitEmailPage } from './AwaitEmailPage';
import { AWAITED_EMAIL_KEY } from './model';

jest.mock('@nahtlos/platform', () => ({ ...jest.requireActual('@nahtlos/platform'), resendActivationMail: jest.fn() }));
const resend = resendActivationMail as jest.MockedFunction<typeof resendActivationMail>;
const PATH = '/register/await-email-verfication';

beforeEach(() => {
  resend.mockReset();
  window.sessionStorage.clear();
});

describe('AwaitEmailPage', () => {
  it('shows the address from the navigation state, the resend button and both links', () => {
    renderPage(PATH, <AwaitEmailPage />, { email: 'anna@example.de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schön, dass du da bist!' })).toBeInTheDocument();
    expect(screen.getByTestId('awaited-email')).toHaveTextContent('anna@example.de');
    expect(screen.getByRole('button', { name: 'E-mail erneut senden' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute('href', '/register');
    expect(window.sessionStorage.getItem(AWAITED_EMAIL_KEY)).toBe('anna@example.de');
  });

  it('survives a reload: without navigation state the address comes from the session', () => {
    window.sessionStorage.setItem(AWAITED_EMAIL_KEY, 'berta@example.de');
    renderPage(PATH, <AwaitEmailPage />);
    expect(screen.getByTestId('awaited-email')).toHaveTextContent('berta@example.de');
  });

  it('without any address it says a mail was sent and cannot resend', () => {
    renderPage(PATH, <AwaitEmailPage />);
    expect(screen.getByText('Wir haben dir eine E-Mail geschickt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail erneut senden' })).toBeDisabled();
  });

  it('resends the activation mail and says "Wir haben dir eine E-Mail geschickt."', async () => {
    resend.mockResolvedValue({ ok: true, message: 'Wir haben dir eine E-Mail geschickt.' });
    renderPage(PATH, <AwaitEmailPage />, { email: 'anna@example.de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wir haben dir eine E-Mail geschickt.');
    expect(resend).toHaveBeenCalledWith('anna@example.de');
  });

  it('shows the failure when resending fails', async () => {
    resend.mockResolvedValue({ ok: false, error: 'Ungültige Daten.' });
    renderPage(PATH, <AwaitEmailPage />, { email: 'anna@example.de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail erneut senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Daten.');
  });
});
