// The German notice in a remote's place when it was built for another platform major: the markup the browser's
// shell/src/remoteFallback.ts draws (its texts are @nahtlos/ui's, a test keeps them equal), so the page says it
// before any script has run. The browser shell redraws it with a working button.
const NOTICES = {
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

export type PlatformNotice = keyof typeof NOTICES;

export const noticeTexts = NOTICES;

/** The notice's markup (fixed German texts, nothing from the request). */
export function noticeHtml(notice: PlatformNotice): string {
  const { title, text, button } = NOTICES[notice];
  return `<main class="nt-page remote-fallback" data-notice="${notice}" role="alert"><h1>${title}</h1><p>${text}</p><button type="button" class="nt-button nt-button--dark">${button}</button></main>`;
}
