// The German notice in place of a remote built for another platform major, as the browser's shell/src/remoteFallback.ts
// draws it (texts equal to @nahtlos/ui's, host/test/rules.test.ts), so the page says it before any script runs.
export const noticeTexts = {
  needsNewerApp: {
    title: 'Dieser Bereich braucht eine neuere Version der App.',
    text: 'Lade die Seite neu oder aktualisiere die App. Der Rest der App funktioniert weiter.',
    button: 'Neu laden',
  },
  updating: {
    title: 'Dieser Bereich wird gerade aktualisiert.',
    text: 'Versuche es in ein paar Minuten noch einmal. Der Rest der App funktioniert weiter.',
    button: 'Erneut versuchen',
  },
} as const;

/** The notice's markup (fixed texts: nothing to escape); the browser shell redraws it with a working button. */
export function noticeHtml(notice: keyof typeof noticeTexts): string {
  const { title, text, button } = noticeTexts[notice];
  return `<main class="nt-page remote-fallback" data-notice="${notice}" role="alert"><h1>${title}</h1><p>${text}</p><button type="button" class="nt-button nt-button--dark">${button}</button></main>`;
}
