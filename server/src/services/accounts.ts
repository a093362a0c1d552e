import type { LoginResponse } from '@nahtlos/contract';
import { ulid } from 'ulid';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { deleteAccessToken, deleteTokensOfUser } from '../repositories/accessTokens';
import { consumeMailToken as consumeStoredMailToken, findActivationOfToken, insertMailToken, isMailTokenLive, type MailTokenPurpose } from '../repositories/mailTokens';
import { activateUser, findUserByEmail, insertUser, markAppConnection, setPasswordAndActivate } from '../repositories/users';
import { summarizeError } from '../http/errorSummary';
import { activationMail, passwordResetMail } from '../mail/templates';
import { issueAccessToken, resolveAccessToken } from './accessTokens';
import type { ServiceContext } from './context';

const ACTIVATION_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;

export interface AuthenticatedUser {
  id: string;
  username: string;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function registerAccount(
  ctx: ServiceContext,
  input: { name: string; email: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const id = ulid();
  try {
    await insertUser(ctx.db, { id, username: input.name, email: input.email, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Spec text; says "email or something else" on purpose (see README on enumeration).
      throw new HttpError(422, 'Emailadresse ist bereits im System oder etwas ist schiefgelaufen.');
    }
    throw error;
  }
  // If the mail fails the account still exists; the await-email page offers "E-mail erneut senden".
  await sendActivationMail(ctx, { id, username: input.name, email: input.email }).catch(() => undefined);
}

async function createMailToken(ctx: ServiceContext, userId: string, purpose: MailTokenPurpose, ttlMs: number) {
  const token = newOpaqueToken();
  await insertMailToken(ctx.db, { tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(ctx.options.now().getTime() + ttlMs) });
  return token;
}

/** A mail server failure is not the client's fault: 503, so the client can retry later. */
async function sendMail(ctx: ServiceContext, message: Parameters<ServiceContext['mailer']['send']>[0]) {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log?.error(summarizeError(error), 'sending mail failed'); // SMTP messages echo the address
    throw new HttpError(503, 'Die E-Mail konnte nicht gesendet werden. Bitte versuche es später erneut.');
  }
}

async function sendActivationMail(ctx: ServiceContext, user: { id: string; username: string; email: string }) {
  const token = await createMailToken(ctx, user.id, 'activation', ACTIVATION_TTL_MS);
  const link = `${ctx.options.publicUrl}/auth/activation/${token}`;
  await sendMail(ctx, activationMail(user.email, user.username, link));
}

/** Resends the activation mail; silent for unknown or already active addresses. */
export async function resendActivation(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.activatedAt) await sendActivationMail(ctx, user);
}

/** Consumes a one-time mail token; returns its user id or undefined when unknown, used or expired. */
function consumeMailToken(ctx: ServiceContext, token: string, purpose: MailTokenPurpose) {
  return consumeStoredMailToken(ctx.db, hashToken(token), purpose, ctx.options.now());
}

export async function activateAccount(ctx: ServiceContext, token: string): Promise<boolean> {
  const userId = await consumeMailToken(ctx, token, 'activation');
  if (!userId) {
    // A second click (or a mail scanner that opened the link first) on an already used link of an
    // active account still lands on "Geschafft!".
    return Boolean(await findActivationOfToken(ctx.db, hashToken(token)));
  }
  await activateUser(ctx.db, userId);
  return true;
}

/** Sends a reset link; false when no account has this address (the spec's client says so). */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<boolean> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return false;
  const token = await createMailToken(ctx, user.id, 'password_reset', RESET_TTL_MS);
  await sendMail(ctx, passwordResetMail(user.email, user.username, `${ctx.options.publicUrl}/auth/password/reset/${token}`));
  return true;
}

/** Checks a reset token without consuming it (for showing the form). */
export async function isResetTokenValid(ctx: ServiceContext, token: string): Promise<boolean> {
  return isMailTokenLive(ctx.db, hashToken(token), 'password_reset', ctx.options.now());
}

/** Sets a new password and revokes every bearer token of the account. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const userId = await consumeMailToken(ctx, token, 'password_reset');
  if (!userId) return false;
  await ctx.db.transaction(async (tx) => {
    // A reset proves access to the mailbox, so it also activates the account.
    await setPasswordAndActivate(tx, userId, passwordHash);
    await deleteTokensOfUser(tx, userId);
  });
  await ctx.cache.invalidateUser(userId);
  return true;
}

export type LoginResult =
  | ({ ok: true } & LoginResponse)
  | { ok: false; reason: 'invalid' | 'not_activated' };

export async function login(ctx: ServiceContext, email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(ctx.db, email);
  // Always runs one argon2 verify, known email or not, so timing does not reveal accounts.
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordOk) return { ok: false, reason: 'invalid' };
  if (!user.activatedAt) return { ok: false, reason: 'not_activated' };
  const token = await issueAccessToken(ctx, user.id);
  if (!user.hasAppConnection) {
    await markAppConnection(ctx.db, user.id);
  }
  return { ok: true, token, username: user.username, hasAppConnection: user.hasAppConnection };
}

export async function logout(ctx: ServiceContext, token: string): Promise<void> {
  const revoked = await deleteAccessToken(ctx.db, hashToken(token));
  for (const { userId } of revoked) await ctx.cache.invalidateUser(userId);
}

/**
 * Resolves a bearer token to its user: undefined when unknown, revoked or idle for 90 days. Cached
 * per token, dropped on logout and password reset (see services/accessTokens.ts).
 */
export async function authenticate(ctx: ServiceContext, token: string): Promise<AuthenticatedUser | undefined> {
  return resolveAccessToken(ctx, token);
}
