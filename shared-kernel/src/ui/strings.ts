/**
 * The German strings catalogue. Texts are verbatim from SPEC.md; `{product}` is replaced by
 * the brand name through `withBrand`. Apps never write a user-visible German text inline.
 * Area texts live in ./strings/<area>.ts.
 */
import { withBrand } from './brand';
import { accountStrings } from './strings/account';
import { configuratorStrings } from './strings/configurator';
import { libraryStrings } from './strings/library';
import { photoStrings } from './strings/photo';
import { profileStrings } from './strings/profile';

export const strings = {
  tabs: { home: 'Start', patterns: 'Schnitte', fabrics: 'Stoffe', profile: 'Profil', label: 'Hauptnavigation' },
  frame: {
    offline: 'Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.',
    backOnline: 'Wieder online.',
    remoteFailedTitle: 'Dieser Bereich konnte nicht geladen werden.',
    remoteFailedText: 'Prüfe deine Verbindung und versuche es noch einmal. Der Rest der App funktioniert weiter.',
    retry: 'Erneut versuchen',
    retrying: 'Wird geladen...',
    loading: 'Wird geladen...',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr). Vielleicht hilft dir einer dieser Wege weiter:',
    toHome: 'Zur Startseite',
    close: 'Schließen',
    back: 'Zurück',
    confirm: 'Bestätigen',
    scrollTop: 'Wieder nach oben',
  },
  privacy: {
    title: 'Datenschutz',
  },
  footer: { imprint: 'Impressum', terms: 'AGB', privacy: 'Datenschutz' },
  titles: {
    home: withBrand('{product}'),
    configurator: 'Schnitt designen',
    save: 'Projekt speichern',
    details: 'Dein Design',
    patterns: 'Schnittmuster',
    pattern: 'Schnittmuster',
    inspiration: 'Inspiration',
    fabrics: 'Stoffbibliothek',
    fabric: 'Lieblingsstoffe',
    profile: 'Dein Profil',
    login: 'Einloggen',
    register: 'Profil Anlegen',
    awaitEmail: 'Schön, dass du da bist!',
    completed: 'Geschafft!',
    forgotPassword: 'Passwort vergessen?',
    sync: "Gleich geht's weiter...",
    appConnected: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!',
    fotoFeature: 'Foto Feature',
    cropper: 'Zuschneiden',
    saveCustomFabric: 'Foto Feature',
  },
  // one file per area, so each area's texts can grow without touching the others
  account: accountStrings,
  configurator: configuratorStrings,
  library: libraryStrings,
  photo: photoStrings,
  profile: profileStrings,
  validation: {
    invalidCredentials: 'Ungültige Zugangsdaten.',
    dataMissing: 'Daten fehlen.',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
    passwordTooShort: 'Passwort zu kurz.',
    registrationFailed: 'Emailadresse ist bereits im System oder etwas ist schiefgelaufen.',
    invalidData: 'Ungültige Daten.',
    forgotPasswordFailed: 'Es gibt noch kein Konto mit dieser E-Mail Adresse.',
    forgotPasswordSent: 'Wir haben dir eine E-Mail mit einer Anleitung zum Zurücksetzen deines Passworts geschickt.',
    resendSent: 'Wir haben dir eine E-Mail geschickt.',
    inputTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  },
  errors: {
    purchaseFailed: 'Es ist ein Fehler aufgetreten. Versuche es bitte erneut.',
    gallerySaveFailed: 'Das Schnittmuster konnte nicht in deiner Gallery gespeichert werden.',
    imageLoadFailed: 'Das Bild konnte nicht geladen werden. Versuche es bitte erneut.',
    invalidImageType: 'Invalid image type',
    storageFull: 'Der Speicher deines Geräts ist voll. Deine bisherigen Daten sind sicher – gib etwas Platz frei und versuche es erneut.',
  },
  warnings: {
    notConnectedTitle: 'Achtung',
    notConnectedMessage:
      'Deine Kreationen werden nur lokal auf diesem Gerät gespeichert. Wenn du das Gerät wechselst oder die App löschst, gehen sie verloren – es sei denn, du verknüpfst dein Profil.',
    notConnectedConfirm: 'Bestätigen',
  },
  share: {
    savedToGallery: 'Wir haben das Schnittmuster in deiner Gallerie gespeichert.',
  },
} as const;
