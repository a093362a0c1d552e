/** Minimal German site pages (activation result, password reset); styles inline, no scripts. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Nahtlos</title>
<style>
  body { font-family: system-ui, sans-serif; background: #EDE3D7; color: #2b2b2b; margin: 0; padding: 2rem 1rem; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .3rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .7rem; font-size: 1rem; border: 1px solid #bbb; border-radius: 8px; }
  button, .button { display: inline-block; margin-top: 1.2rem; padding: .8rem 1.2rem; background: #F6C945; color: #2b2b2b;
    border: 0; border-radius: 8px; font-weight: 700; text-transform: uppercase; text-decoration: none; font-size: 1rem; }
  .error { color: #a40000; }
  .hint { color: #666; font-size: .9rem; }
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

export function resetFormPage(token: string, xsrf: string, error?: string): string {
  return page(
    'Neues Passwort wählen',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/password/reset">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <input type="hidden" name="_xsrf" value="${escapeHtml(xsrf)}">
  <label for="password">Neues Passwort</label>
  <input id="password" name="password" type="password" minlength="8" maxlength="1000" autocomplete="new-password" required>
  <p class="hint">Mindestens 8 Zeichen.</p>
  <label for="password_confirmation">Passwort wiederholen</label>
  <input id="password_confirmation" name="password_confirmation" type="password" minlength="8" maxlength="1000" autocomplete="new-password" required>
  <button type="submit">Passwort speichern</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<p>${escapeHtml(message)}</p>${link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ''}`,
  );
}
