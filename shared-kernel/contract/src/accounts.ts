/** Account calls (SPEC section 7): login, register, activation, password reset, logout. */
import { z } from 'zod';
import { BIDI_MESSAGE, email, MAX_NAME, MAX_TEXT, noBidiControls } from './common';

/** POST /api/app/auth/user/login */
export const loginBody = z.object({
  email,
  password: z.string().min(1).max(MAX_TEXT),
});

const password = z.string().min(8, 'Passwort zu kurz.').max(MAX_TEXT);

/** A username: letters, digits, space, dot, underscore, hyphen; no bidi controls. */
export const username = z
  .string()
  .trim()
  .min(1, 'Daten fehlen.')
  .max(MAX_NAME)
  .refine(noBidiControls, BIDI_MESSAGE)
  .regex(/^[\p{L}\p{N} ._-]+$/u, 'Nur Buchstaben, Ziffern, Leerzeichen, Punkt, Unterstrich und Bindestrich.');

/** POST /auth/user/register */
export const registerBody = z
  .object({
    name: username,
    email,
    email_repeat: email,
    password,
    password_confirmation: z.string().max(MAX_TEXT),
  })
  .refine((b) => b.email === b.email_repeat, { message: 'Die E-Mail-Adressen stimmen nicht überein.', path: ['email_repeat'] })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'Die Passwörter stimmen nicht überein.',
    path: ['password_confirmation'],
  });

/** POST /auth/activation/send */
export const activationSendBody = z.object({ emailToVerify: email });
/** POST /auth/password/email */
export const passwordEmailBody = z.object({ email });

/** The token of an activation or reset link (GET /auth/activation/:token, /auth/password/reset/:token). */
export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** POST /auth/password/reset: the German reset page's form. */
export const passwordResetForm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  password,
  password_confirmation: z.string().max(MAX_TEXT),
  _xsrf: z.string().max(200).optional(),
});

export { LOGIN_NOT_ACTIVATED } from './accountCodes';

/** 200 of the login: `hasAppConnection` is false on the account's first app login, then true. */
export const loginResponse = z.object({ token: z.string(), username: z.string(), hasAppConnection: z.boolean() });
/** 200 of the registration (also when the activation mail failed: it can be sent again). */
export const registerResponse = z.object({ message: z.string(), email: z.string() });

export type LoginBody = z.input<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type RegisterResponse = z.infer<typeof registerResponse>;
