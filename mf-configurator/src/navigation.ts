/**
 * Navigation as an effect: a page's gate hands the router's `navigate` to its model, and the model's
 * `navigateFx` (attached to that gate) moves on. A result that arrives after the page was left finds
 * the gate closed and goes nowhere.
 */
import type { NavigateOptions, useNavigate } from '@nahtlos/platform';

export type NavigateFunction = ReturnType<typeof useNavigate>;

/** What a page passes to its gate. */
export interface PageGateProps {
  navigate?: NavigateFunction;
}

export interface NavigationTarget {
  to: string;
  options?: NavigateOptions;
}

/** The body of every page's `navigateFx`: `attach({ source: Gate.state, effect: navigateWith })`. */
export function navigateWith({ navigate }: PageGateProps, { to, options }: NavigationTarget): void {
  navigate?.(to, options);
}
