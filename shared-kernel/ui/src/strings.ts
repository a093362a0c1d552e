/**
 * German texts of the shared pieces (frame, tab bar, page header, cards, footer links) and the
 * navigation titles the frame shows. Verbatim from SPEC.md. Apps spread these into their own catalogue.
 */
export const uiStrings = {
  tabs: { home: 'Start', patterns: 'Schnitte', fabrics: 'Stoffe', profile: 'Profil', label: 'Hauptnavigation' },
  frame: {
    offline: 'Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.',
    backOnline: 'Wieder online.',
    remoteFailedTitle: 'Dieser Bereich konnte nicht geladen werden.',
    remoteFailedText: 'Prüfe deine Verbindung und versuche es noch einmal. Der Rest der App funktioniert weiter.',
    retry: 'Erneut versuchen',
    retrying: 'Wird geladen...',
    // a remote built for another platform major than the one loaded (shell/src/platformCompatibility.ts)
    remoteNeedsNewerAppTitle: 'Dieser Bereich braucht eine neuere Version der App.',
    remoteNeedsNewerAppText: 'Lade die Seite neu oder aktualisiere die App. Der Rest der App funktioniert weiter.',
    reload: 'Neu laden',
    remoteUpdatingTitle: 'Dieser Bereich wird gerade aktualisiert.',
    remoteUpdatingText: 'Versuche es in ein paar Minuten noch einmal. Der Rest der App funktioniert weiter.',
    loading: 'Wird geladen...',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr). Vielleicht hilft dir einer dieser Wege weiter:',
    toHome: 'Zur Startseite',
    close: 'Schließen',
    back: 'Zurück',
    confirm: 'Bestätigen',
    save: 'Speichern',
    scrollTop: 'Wieder nach oben',
  },
  consumption: { size: 'Größe' },
  privacy: {
    title: 'Datenschutz',
  },
  footer: { imprint: 'Impressum', terms: 'AGB', privacy: 'Datenschutz' },
  cards: {
    buyFabric: (name: string) => `${name} im Shop kaufen`,
    notUploaded: 'Noch nicht hochgeladen',
    projectOffline: 'Noch nicht hochgeladen',
    uploading: 'Wird hochgeladen…',
    newWindow: '(öffnet in neuem Fenster)',
  },
} as const;
