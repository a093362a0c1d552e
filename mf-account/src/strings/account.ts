/** German texts of the account screens (SPEC section 2 "Account screens"). */
export const accountStrings = {
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  login: {
    title: 'Einloggen',
    intro: 'Logge dich mit deinem Konto ein, um deine Outfits auf all deinen Geräten zu sichern.',
    submit: 'Einloggen',
    submitting: 'Einloggen...',
    toRegister: 'Noch kein Konto? Profil anlegen',
    forgotPassword: 'Passwort vergessen?',
    // over the form when a page that needs an account sent the user here (it returns there after the login)
    fotoFeatureHint: 'Für das Foto Feature brauchst du ein {product} Konto. Logge dich ein oder lege ein Profil an – danach geht es mit dem Kauf weiter.',
    // beside the spec's 'Ungültige Zugangsdaten.' when the right password meets an unconfirmed address
    notActivated: 'Hast du deine E-Mail-Adresse schon bestätigt? Wir schicken dir den Link gern noch einmal.',
    resendFailed: 'Die E-Mail konnte nicht gesendet werden. Versuche es bitte erneut.',
  },
  register: {
    title: 'Profil Anlegen',
    intro: 'Lege dein Profil an und speichere deine Outfits dauerhaft.',
    usernameLabel: 'Benutzername',
    usernameHint: 'Überlege gut! Du kannst ihn später nicht mehr ändern.',
    passwordHint: 'Mindestens 8 Zeichen.',
    passwordRepeatLabel: 'Passwort wiederholen',
    submit: 'Profil anlegen',
    submitting: 'Profil wird angelegt...',
    toLogin: 'Du hast schon ein Konto? Einloggen',
  },
  awaitEmail: {
    title: 'Schön, dass du da bist!',
    sentTo: 'Wir haben dir eine E-Mail geschickt an:',
    noAddress: 'Wir haben dir eine E-Mail geschickt.',
    instructions: 'Bitte bestätige deine E-Mail-Adresse über den Link in der E-Mail. Danach kannst du dich einloggen.',
    resend: 'E-mail erneut senden',
    resending: 'E-Mail wird gesendet...',
    toLogin: 'Zum Login',
    backToRegister: 'Zurück zur Registrierung',
  },
  completed: {
    title: 'Geschafft!',
    text: 'Deine E-Mail-Adresse ist bestätigt. Logge dich jetzt ein und deine Outfits sind sicher gespeichert.',
    continue: 'Weiter zum Profil',
  },
  forgotPassword: {
    title: 'Passwort vergessen?',
    intro: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir eine Anleitung zum Zurücksetzen deines Passworts.',
    submit: 'PASSWORT ZURÜCKSETZEN',
    submitting: 'Wird gesendet...',
    toLogin: 'Zurück zum Login',
  },
  appConnected: {
    title: 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!',
    text: 'Deine Outfits und eigenen Stoffe werden ab jetzt mit deinem Konto synchronisiert.',
    continue: 'Weiter zum Profil',
    // the first login came from a page that needed an account (the photo feature): back there
    continueBack: 'Weiter',
  },
};
