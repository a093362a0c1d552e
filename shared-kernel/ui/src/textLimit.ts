/** Spec section 5: generic text input max 1000 characters. */
export const TEXT_INPUT_MAX = 1000;

/** Input beyond the limit is rejected and the previous value kept (spec section 5). */
export function acceptWithinLimit(previous: string, next: string, max: number = TEXT_INPUT_MAX): string {
  return Array.from(next).length > max ? previous : next;
}
