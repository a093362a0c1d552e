/** Spec section 5: generic text input max 1000 characters. */
export const TEXT_INPUT_MAX = 1000;

/** More characters (not UTF-16 units) than allowed. */
export function exceedsLimit(value: string, max: number = TEXT_INPUT_MAX): boolean {
  return Array.from(value).length > max;
}

/** Input beyond the limit is rejected and the previous value kept (spec section 5). */
export function acceptWithinLimit(previous: string, next: string, max: number = TEXT_INPUT_MAX): string {
  return exceedsLimit(next, max) ? previous : next;
}
