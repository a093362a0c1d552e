/** German texts of the configurator, save screen and project details (SPEC section 2). */
export const configuratorStrings = {
  finish: 'Fertig stellen',
  save: 'Speichern',
  saving: 'Wird gespeichert...',

  // pattern choice (/configurator)
  choosePattern: 'Wähle ein Schnittmuster',
  choosePatternHint: 'Tippe auf einen Schnitt, um ihn mit deinen Lieblingsstoffen zu gestalten.',
  loading: 'Wird geladen...',
  contentFailed: 'Die Inhalte konnten nicht geladen werden.',
  contentOffline: 'Du bist offline und diese Inhalte wurden auf diesem Gerät noch nicht geladen. Verbinde dich mit dem Internet und versuche es erneut.',
  noPatterns: 'Gerade sind keine Schnittmuster verfügbar. Versuche es bitte später erneut.',

  // configurator
  areas: 'Bereiche',
  materials: 'Material',
  fabrics: 'Stoffe',
  variations: 'Varianten',
  customMaterial: 'Eigene',
  drawing: (pattern: string) => `Zeichnung ${pattern}`,
  drawingHint: 'Wähle einen Bereich, dann einen Stoff oder eine Farbe. Pfeiltasten wechseln den Bereich.',
  areaFilled: (area: string, fabric: string) => `${area}: ${fabric}`,
  areaEmpty: (area: string) => `${area}: noch leer`,
  selectedArea: (area: string) => `Ausgewählt: ${area}`,
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  zoomReset: 'Ansicht zurücksetzen',
  noFabrics: 'Für diese Auswahl gibt es keine Stoffe.',
  saveFailed: 'Dein Design konnte nicht gespeichert werden. Versuche es bitte erneut.',

  // drafts: the working design is kept on the device until it is saved or discarded
  draftTitle: 'Du hast einen ungespeicherten Entwurf.',
  draftText: 'Möchtest du dort weitermachen, wo du aufgehört hast?',
  draftResume: 'Entwurf fortsetzen',
  draftDiscard: 'Verwerfen',
  leaveTitle: 'Änderungen verwerfen?',
  leaveMessage: 'Dein Design ist noch nicht gespeichert. Wenn du es verwirfst, gehen deine Änderungen verloren.',
  leaveConfirm: 'Verwerfen',
  leaveCancel: 'Weiter bearbeiten',

  // not found
  patternNotFoundTitle: 'Schnittmuster nicht gefunden',
  patternNotFoundText: 'Dieses Schnittmuster gibt es nicht (mehr). Wähle einfach ein anderes aus.',
  projectNotFoundTitle: 'Projekt nicht gefunden',
  projectNotFoundText: 'Dieses Projekt gibt es nicht (mehr). Vielleicht wurde es gelöscht.',
  toPatterns: 'Zur Schnittmuster-Auswahl',
  toProfile: 'Zu deinem Profil',

  // save screen
  namePrompt: 'Gib deinem Projekt einen Namen:',
  nameLabel: 'Projektname',
  next: 'Weiter',
  previewAlt: 'Vorschau deines Designs',

  // details
  edit: 'Bearbeiten',
  share: 'Design teilen',
  download: 'Design speichern',
  delete: 'Design löschen',
  deleteTitle: 'Design löschen',
  deleteMessage: 'Möchtest du dieses Design wirklich löschen?',
  deleteConfirm: 'Löschen',
  deleteCancel: 'Abbrechen',
  usedFabrics: 'Verwendete Stoffe',
  usedColors: 'Verwendete Farben',
  consumption: 'STOFFVERBRAUCH',
  consumptionHint: 'in cm, bei einer Stoffbreite von 140 cm',
  consumptionAlt: (pattern: string) => `Stoffverbrauch für ${pattern}`,
  consumptionSize: 'Größe',
  buyPattern: 'Schnittmuster kaufen',
  buyPatternText: 'Hol dir das Schnittmuster mit Anleitung und setze dein Design in echt um.',
  toShop: 'Zum Shop',
  buyFabric: (fabric: string) => `${fabric} kaufen`,
  shareFailed: 'Das Bild konnte nicht erstellt werden. Versuche es bitte erneut.',
};
