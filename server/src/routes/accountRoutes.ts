import { activationSendBody, LOGIN_NOT_ACTIVATED, loginBody, passwordEmailBody, registerBody } from '@nahtlos/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../auth/bearer';
import { checkXsrfForAuthPost } from '../auth/xsrf';
import { HttpError } from '../http/errors';
import { knownDevice, setDeviceCookie } from '../http/deviceCookie';
import { ipAndEmailLimiters, loginLimiter } from '../http/rateLimits';
import * as accounts from '../services/accounts';

/** Account calls of SPEC section 7: login (app API), register, activation resend, reset mail, logout. */
export default async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limits = ctx.options.rateLimits;
  const { appSecret } = ctx.options;
  const secureCookies = ctx.options.publicUrl.startsWith('https:');
  // Site posts (/auth/*): small bodies, the XSRF policy for form posts, then the rate limits (before the schema: refused input counts).
  const xsrfPolicy = async (request: FastifyRequest) => checkXsrfForAuthPost(request);

  app.post('/api/app/auth/user/login', {
    bodyLimit: 64 * 1024,
    schema: { body: loginBody },
    preValidation: loginLimiter(app, limits, (request, email) => knownDevice(request, appSecret, email, ctx.options.now())),
  }, async (request, reply) => {
    const { body } = request;
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
    bodyLimit: 64 * 1024,
    schema: { body: registerBody },
    preValidation: [xsrfPolicy, ipAndEmailLimiters(app, 'register', limits.registerPerIp, limits.registerPerEmail, 'email')],
  }, async (request) => {
    const { body } = request;
    await accounts.registerAccount(ctx, { name: body.name, email: body.email, password: body.password });
    return { message: 'Registrierung erfolgreich. Bitte bestätige deine E-Mail-Adresse.', email: body.email };
  });

  app.post('/auth/activation/send', {
    bodyLimit: 64 * 1024,
    schema: { body: activationSendBody },
    preValidation: [xsrfPolicy, ipAndEmailLimiters(app, 'activation', limits.mailPerIp, limits.mailPerEmail, 'emailToVerify')],
  }, async (request) => {
    await accounts.resendActivation(ctx, request.body.emailToVerify);
    return { message: 'Wir haben dir eine E-Mail geschickt.' };
  });

  app.post('/auth/password/email', {
    bodyLimit: 64 * 1024,
    schema: { body: passwordEmailBody },
    preValidation: [xsrfPolicy, ipAndEmailLimiters(app, 'reset', limits.mailPerIp, limits.mailPerEmail, 'email')],
  }, async (request) => {
    if (!(await accounts.requestPasswordReset(ctx, request.body.email))) {
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
