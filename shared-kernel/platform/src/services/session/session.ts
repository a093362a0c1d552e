/**
 * Login, logout, restore and the silent 401 logout (SPEC section 4). The token, username and
 * login flag live in storage under the spec's keys; the current account decides which per-account
 * lists the repositories read.
 */
import { LOGIN_NOT_ACTIVATED } from '@nahtlos/contract/accountCodes';
import { validateForgotPassword, validateLogin, validateRegistration, type RegistrationForm } from '../../domain/rules/validation';
import { platformStrings } from '../../strings';
import { errorCodeOf } from '../api/errors';
import { statusOf } from '../api/http';
import type { KernelContext } from '../context';
import { logger } from '../logging/logger';
import { accountKey, storageKeys } from '../storage/keys';

export interface SessionState {
  token: string | null;
  username: string | null;
  loggedIn: boolean;
}

/**
 * A failed login always says the spec's 'Ungültige Zugangsdaten.'; `notActivated` marks the right password of
 * an account whose address is not confirmed yet (the server says so only to someone who knows the password),
 * so the login page can offer to send the activation mail again.
 */
export type LoginResult = { ok: true; username: string; hasAppConnection: boolean } | { ok: false; error: string; notActivated?: true };
export type FormResult = { ok: true; message: string } | { ok: false; error: string };

export function createSessionService(ctx: Pick<KernelContext, 'storage' | 'api' | 'notify'>) {
  let state: SessionState = { token: null, username: null, loggedIn: false };
  const { storage } = ctx;

  return {
    current: (): SessionState => state,
    /** Account key of the per-account lists: the username while logged in, else 'anonymous'. */
    account: (): string => accountKey(state.loggedIn ? state.username : null),
    token: (): string | null => state.token,

    async restore(): Promise<SessionState> {
      const [token, username, loginStatus] = await Promise.all([
        storage.get<string>(storageKeys.token),
        storage.get<string>(storageKeys.username),
        storage.get<boolean | string>(storageKeys.loginStatus),
      ]);
      const loggedIn = (loginStatus === true || loginStatus === 'true') && !!username && !!token;
      state = { token: token ?? null, username: loggedIn ? username : null, loggedIn };
      ctx.notify.sessionRestored({ username: state.username, loggedIn });
      return state;
    },

    async login(email: string, password: string): Promise<LoginResult> {
      const invalid = validateLogin({ email, password });
      if (invalid) return { ok: false, error: invalid };
      try {
        const response = await ctx.api.login(email.trim(), password);
        await storage.set(storageKeys.token, response.token);
        await storage.set(storageKeys.username, response.username);
        await storage.set(storageKeys.loginStatus, true);
        await storage.set(storageKeys.appConnectionStatus, response.hasAppConnection);
        state = { token: response.token, username: response.username, loggedIn: true };
        ctx.notify.loggedIn(response.username);
        return { ok: true, username: response.username, hasAppConnection: response.hasAppConnection };
      } catch (error) {
        logger.warn('Login failed.', statusOf(error));
        const notActivated = statusOf(error) === 403 && errorCodeOf(error) === LOGIN_NOT_ACTIVATED;
        return { ok: false, error: platformStrings.validation.invalidCredentials, ...(notActivated ? { notActivated: true as const } : {}) };
      }
    },

    /** Logout: the server revokes the token (best effort); token, username and flag are cleared. */
    async logout(): Promise<void> {
      try {
        if (state.token) await ctx.api.logout();
      } catch (error) {
        logger.warn('Logout request failed; signed out locally.', statusOf(error));
      }
      state = { token: null, username: null, loggedIn: false };
      await clearCredentials();
      ctx.notify.loggedOut();
    },

    /** Any 401: clear username and login flag silently (the token is useless too). */
    async expire(): Promise<void> {
      if (!state.loggedIn && !state.token) return;
      state = { token: null, username: null, loggedIn: false };
      ctx.notify.sessionExpired();
      await clearCredentials().catch((error) => logger.error('Could not clear the expired session.', error));
    },

    async register(form: RegistrationForm): Promise<FormResult> {
      const invalid = validateRegistration(form);
      if (invalid) return { ok: false, error: invalid };
      try {
        const response = await ctx.api.register({
          name: form.username.trim(),
          email: form.email.trim(),
          email_repeat: form.email.trim(),
          password: form.password,
          password_confirmation: form.passwordConfirmation,
        });
        return { ok: true, message: response.message };
      } catch (error) {
        const status = statusOf(error);
        return { ok: false, error: status === 422 || status === 409 ? platformStrings.validation.registrationFailed : platformStrings.validation.invalidData };
      }
    },

    async resendActivation(email: string): Promise<FormResult> {
      try {
        await ctx.api.sendActivation(email.trim());
        return { ok: true, message: platformStrings.validation.resendSent };
      } catch {
        return { ok: false, error: platformStrings.validation.invalidData };
      }
    },

    async requestPasswordReset(email: string): Promise<FormResult> {
      const invalid = validateForgotPassword(email);
      if (invalid) return { ok: false, error: invalid };
      try {
        await ctx.api.sendPasswordReset(email.trim());
        return { ok: true, message: platformStrings.validation.forgotPasswordSent };
      } catch {
        return { ok: false, error: platformStrings.validation.forgotPasswordFailed };
      }
    },

    /** app_connection_status: whether the account is linked ('/profile' vs '/login/app-connected' after sync). */
    async hasAppConnection(): Promise<boolean> {
      return (await storage.get<boolean>(storageKeys.appConnectionStatus)) === true;
    },
    /** app_connection_information: the not-connected warning was confirmed (shown once). */
    async notConnectedWarningAcknowledged(): Promise<boolean> {
      return (await storage.get<boolean>(storageKeys.appConnectionInformation)) === true;
    },
    async acknowledgeNotConnectedWarning(): Promise<void> {
      await storage.set(storageKeys.appConnectionInformation, true);
    },
  };

  async function clearCredentials() {
    await storage.remove(storageKeys.token);
    await storage.remove(storageKeys.username);
    await storage.set(storageKeys.loginStatus, false);
  }
}

export type SessionService = ReturnType<typeof createSessionService>;
