import { passwordResetForm, tokenParams } from '@nahtlos/contract';
import type { FastifyInstance } from 'fastify';
import { checkXsrf, ensureXsrfCookie } from '../auth/xsrf';
import { messagePage, resetFormPage } from '../http/pages';
import * as accounts from '../services/accounts';

/** Site pages that mail links point to: activation and the German password-reset page. */
export default async function authPages(app: FastifyInstance) {
  const { ctx } = app;
  const { publicUrl } = ctx.options;
  const secureCookie = publicUrl.startsWith('https:');
  const html = 'text/html; charset=utf-8';
  const invalidLink = (title: string) =>
    messagePage(title, 'Der Link ist ungültig oder abgelaufen. Fordere bitte einen neuen an.', {
      href: `${publicUrl}/login`,
      label: 'Zum Login',
    });

  app.get('/auth/activation/:token', async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    if (params.success && (await accounts.activateAccount(ctx, params.data.token))) {
      return reply.redirect(`${publicUrl}/register/completed`, 303);
    }
    return reply.status(400).type(html).send(invalidLink('Aktivierung fehlgeschlagen'));
  });

  app.get('/auth/password/reset/:token', async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    if (!params.success || !(await accounts.isResetTokenValid(ctx, params.data.token))) {
      return reply.status(400).type(html).send(invalidLink('Passwort zurücksetzen'));
    }
    const xsrf = ensureXsrfCookie(request, reply, secureCookie);
    return reply.type(html).send(resetFormPage(params.data.token, xsrf));
  });

  app.post('/auth/password/reset', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    checkXsrf(request);
    const form = passwordResetForm.safeParse(request.body);
    const xsrf = ensureXsrfCookie(request, reply, secureCookie);
    if (!form.success) {
      const token = (request.body as Record<string, unknown> | undefined)?.token;
      const tokenText = typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : '';
      return reply.status(400).type(html).send(resetFormPage(tokenText, xsrf, 'Passwort zu kurz.'));
    }
    if (form.data.password !== form.data.password_confirmation) {
      return reply.status(400).type(html).send(resetFormPage(form.data.token, xsrf, 'Die Passwörter stimmen nicht überein.'));
    }
    if (!(await accounts.resetPassword(ctx, form.data.token, form.data.password))) {
      return reply.status(400).type(html).send(invalidLink('Passwort zurücksetzen'));
    }
    return reply.type(html).send(
      messagePage('Passwort geändert', 'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort einloggen.', {
        href: `${publicUrl}/login`,
        label: 'Zum Login',
      }),
    );
  });
}
