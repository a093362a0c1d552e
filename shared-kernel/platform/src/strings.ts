/**
 * German texts the platform itself returns or shows (validation and service errors, the not-connected
 * warning, the share and camera dialogs). Verbatim from SPEC.md. Each app keeps its own texts in its
 * `src/strings`, the shared pieces' texts are in @nahtlos/ui; an app's `strings` catalogue spreads these in.
 */
import { NAME_REQUIRED_MESSAGE } from '@nahtlos/contract/names';

export const platformStrings = {
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
    // a project or fabric name left empty or only spaces (issue 16): the contract's text, the server answers it too
    nameMissing: NAME_REQUIRED_MESSAGE,
    /** The name given to an item saved without one before names were required (uploadableName). */
    unnamed: 'Ohne Namen',
    // a custom fabric's length or width in cm (the server answers the same text)
    fabricSizeInvalid: 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.',
    // the stash (issue 40): the contract's texts, the server answers them too
    boughtOnInvalid: 'Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).',
    stashFull: 'Dein Stoffvorrat ist voll: höchstens 500 Stoffstücke.',
    stashEntryUnknown: 'Dieses Stoffstück ist nicht (mehr) in deinem Vorrat.',
    fabricIdInvalid: 'Ungültiger Stoff.',
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
  fabrics: {
    /** What designs call an own fabric that was deleted after they were made (issue 36). */
    deleted: 'Gelöschter Stoff',
  },
  share: {
    savedToGallery: 'Wir haben das Schnittmuster in deiner Gallerie gespeichert.',
  },
  camera: {
    title: 'Kamera',
    shoot: 'Foto aufnehmen',
    cancel: 'Abbrechen',
  },
} as const;
