import { z } from 'zod';
import { BIDI_MESSAGE, email, MAX_NAME, MAX_TEXT, noBidiControls } from './common';

export const loginBody = z.object({
  email,
  password: z.string().min(1).max(MAX_TEXT),
});

const password = z.string().min(8, 'Passwort zu kurz.').max(MAX_TEXT);

export const registerBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Daten fehlen.')
      .max(MAX_NAME)
      .refine(noBidiControls, BIDI_MESSAGE)
      .regex(/^[\p{L}\p{N} ._-]+$/u, 'Nur Buchstaben, Ziffern, Leerzeichen, Punkt, Unterstrich und Bindestrich.'),
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

export const activationSendBody = z.object({ emailToVerify: email });
export const passwordEmailBody = z.object({ email });

export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const passwordResetForm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  password,
  password_confirmation: z.string().max(MAX_TEXT),
  _xsrf: z.string().max(200).optional(),
});
