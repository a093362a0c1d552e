/** German texts of the photo feature: teaser, purchase, cropper, save-custom-fabric (SPEC section 2). */
export const photoStrings = {
  alertTitle: 'Foto Feature',
  ok: 'OK',
  purchase: {
    buying: 'Wird gekauft...',
    bought: 'Danke! Das Foto Feature ist jetzt freigeschaltet.',
  },
  cropper: {
    title: 'Zuschneiden',
    close: 'Schließen',
    confirm: 'Zuschnitt übernehmen',
    next: 'Weiter',
    area: 'Zuschnitt deines Fotos',
    preparing: 'Dein Foto wird vorbereitet...',
    noPhoto: 'Es ist kein Foto ausgewählt. Lege einen eigenen Stoff über „Eigenen Stoff anlegen“ an.',
  },
  save: {
    title: 'Foto Feature',
    prompt: 'Gib deinem Stoff einen Namen:',
    nameLabel: 'Name deines Stoffs',
    save: 'Speichern',
    saving: 'Wird gespeichert...',
    back: 'Zurück zum Zuschneiden',
    close: 'Schließen',
    previewAlt: 'Vorschau deines fotografierten Stoffs',
    failed: 'Der Stoff konnte nicht gespeichert werden. Versuche es bitte erneut.',
  },
  saved: {
    title: 'Dein Stoff ist gespeichert',
    message: (name: string) => `„${name}“ liegt jetzt unter „Deine Stoffe“ bereit.`,
    newFabric: 'Neuen Stoff anlegen',
    showLibrary: 'Stoffbibliothek anzeigen',
    // issue 40: the piece goes into 'Mein Stoffvorrat' with its size
    toStash: 'In meinen Vorrat',
    close: 'Schließen',
  },
};
