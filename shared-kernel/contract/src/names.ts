/**
 * The one rule for names people give (projects, own fabrics): the server's schemas and the apps' fields and
 * device repositories all call `nameProblem`, so a name the device stores is a name the server accepts.
 * Plain functions without zod: the apps use them in their first JavaScript.
 */
export const MAX_NAME = 20;

export const NAME_REQUIRED_MESSAGE = 'Bitte gib einen Namen ein.';
export const BIDI_MESSAGE = 'Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.';
export const nameTooLongMessage = (max: number) => `Höchstens ${max} Zeichen.`;

/** Bidi embedding/override (U+202A–U+202E) and isolate (U+2066–U+2069) controls: they change how a name reads. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const noBidiControls = (value: string) => value.search(BIDI_CONTROLS) === -1;

/** Characters as people count them (code points), not UTF-16 units: an emoji is one. */
export const charCount = (value: string) => Array.from(value).length;

export interface NameRuleOptions {
  max?: number;
  /** false: an empty name passes (a tombstone may carry one). */
  required?: boolean;
}

/**
 * What is wrong with a name as it is stored (trimmed), in German, or null when it is fine: empty or only
 * spaces, text-direction controls, more than `max` characters — in that order.
 */
export function nameProblem(name: string, { max = MAX_NAME, required = true }: NameRuleOptions = {}): string | null {
  const trimmed = name.trim();
  if (!trimmed) return required ? NAME_REQUIRED_MESSAGE : null;
  if (!noBidiControls(trimmed)) return BIDI_MESSAGE;
  return charCount(trimmed) > max ? nameTooLongMessage(max) : null;
}

/**
 * A name stored under an older rule made acceptable: text-direction controls removed, trimmed, cut to `max`
 * characters, `fallback` when nothing is left. A name the rule accepts comes back trimmed and otherwise unchanged.
 */
export function repairedName(name: string, fallback: string, max = MAX_NAME): string {
  const cleaned = Array.from(name.replace(BIDI_CONTROLS, '').trim()).slice(0, max).join('').trimEnd();
  return cleaned || fallback;
}
