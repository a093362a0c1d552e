import { activationSendBody, LOGIN_NOT_ACTIVATED, loginBody, passwordEmailBody, registerBody } from '@nahtlos/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer';
import { checkXsrfForAuthPost } from '../auth/xsrf';
import { HttpError, parseOrThrow } from '../http/errors';
import { knownDevice, setDeviceCookie } from '../http/deviceCookie';
import { ipAndEmailLimiters, loginLimiter } from '../http/rateLimits';
import * as accounts from '../services/accounts';

/** Account calls of SPEC section 7: login (app API), register, activation resend, reset mail, logout. */
export default async function accountRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const limits = ctx.options.rateLimits;
  const { appSecret } = ctx.options;
  const secureCookies = ctx.options.publicUrl.startsWith('https:');
  // Site posts (/auth/*): small bodies, and the XSRF policy for form posts.
  const authPost = {
    bodyLimit: 64 * 1024,
    preValidation: async (request: FastifyRequest) => checkXsrfForAuthPost(request),
  };

  app.post('/api/app/auth/user/login', {
    bodyLimit: 64 * 1024,
    preHandler: loginLimiter(app, limits, (request, email) => knownDevice(request, appSecret, email, ctx.options.now())),
  }, async (request, reply) => {
    const body = parseOrThrow(loginBody, request.body);
    const result = await accounts.login(ctx, body.email, body.password);
    if (!result.ok) {
      if (result.reason === 'not_activated') {
        return reply.status(403).send({ error: 'Bitte bestätige zuerst deine E-Mail-Adresse.', code: LOGIN_NOT_ACTIVATED });
      }
      return reply.status(401).send({ error: 'Ungültige Zugangsdaten.' });
    }
    // This browser is now a known device of the account: its own login allowance from here on.
    setDeviceCookie(reply, { secret: appSecret, email: body.email, now: ctx.options.now(), secure: secureCookies });
    return { token: result.token, username: result.username, hasAppConnection: result.hasAppConnection };
  });

  app.post('/auth/user/register', {
    ...authPost,
    preHandler: ipAndEmailLimiters(app, 'register', limits.registerPerIp, limits.registerPerEmail, 'email'),
  }, async (request) => {
    const body = parseOrThrow(registerBody, request.body);
    await accounts.registerAccount(ctx, { name: body.name, email: body.email, password: body.password });
    return { message: 'Registrierung erfolgreich. Bitte bestätige deine E-Mail-Adresse.', email: body.email };
  });

  app.post('/auth/activation/send', {
    ...authPost,
    preHandler: ipAndEmailLimiters(app, 'activation', limits.mailPerIp, limits.mailPerEmail, 'emailToVerify'),
  }, async (request) => {
    const body = parseOrThrow(activationSendBody, request.body);
    await accounts.resendActivation(ctx, body.emailToVerify);
    return { message: 'Wir haben dir eine E-Mail geschickt.' };
  });

  app.post('/auth/password/email', {
    ...authPost,
    preHandler: ipAndEmailLimiters(app, 'reset', limits.mailPerIp, limits.mailPerEmail, 'email'),
  }, async (request) => {
    const body = parseOrThrow(passwordEmailBody, request.body);
    if (!(await accounts.requestPasswordReset(ctx, body.email))) {
      throw new HttpError(404, 'Es gibt noch kein Konto mit dieser E-Mail Adresse.');
    }
    return { message: 'Wir haben dir eine E-Mail mit einer Anleitung zum Zurücksetzen deines Passworts geschickt.' };
  });

  // GET per the spec; revoking is idempotent, so a missing or unknown token still answers 200.
  app.get('/logout', async (request) => {
    const token = bearerToken(request);
    if (token) await accounts.logout(ctx, token);
    return { message: 'Abgemeldet.' };
  });
}
