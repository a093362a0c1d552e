import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(to: string, subject: string, greeting: string, lines: string[], link: string, button: string): MailMessage {
  const text = [greeting, '', ...lines, '', `${button}: ${link}`, '', 'Dein Nahtlos-Team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>`,
    '<p>Dein Nahtlos-Team</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, username: string, link: string): MailMessage {
  return mail(
    to,
    'Bitte bestätige deine E-Mail-Adresse',
    `Hallo ${username},`,
    ['schön, dass du bei Nahtlos bist! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.', 'Der Link ist 48 Stunden gültig.'],
    link,
    'Konto aktivieren',
  );
}

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  return mail(
    to,
    'Passwort zurücksetzen',
    `Hallo ${username},`,
    [
      'du hast angefordert, dein Passwort zurückzusetzen. Über den folgenden Link kannst du ein neues Passwort wählen.',
      'Der Link ist 60 Minuten gültig. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    ],
    link,
    'Neues Passwort wählen',
  );
}
