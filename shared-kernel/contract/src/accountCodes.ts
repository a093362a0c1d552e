/**
 * `code` of the login's 403: the password is right but the address is not confirmed yet. Only someone who
 * knows the password learns it; the app still shows 'Ungültige Zugangsdaten.' and offers the activation mail.
 * A module without schemas: the app's services import it without zod (accounts.ts builds its schemas on import).
 */
export const LOGIN_NOT_ACTIVATED = 'not_activated';
