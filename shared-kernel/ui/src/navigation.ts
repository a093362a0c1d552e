/**
 * Navigation as an effect: a page's gate hands the router's `navigate` to its model, and the model's
 * `navigateFx` (attached to that gate's state) moves on. A result that arrives after the page was left
 * finds the gate closed and goes nowhere.
 */
import { attach } from 'effector';
import type { Gate } from 'effector-react';
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

/** The body of a page's `navigateFx`: `attach({ source: Gate.state, effect: navigateWith })`. */
export function navigateWith({ navigate }: PageGateProps, { to, options }: NavigationTarget): void {
  navigate?.(to, options);
}

/** The page's `navigateFx`: goes through the `navigate` its open gate holds. */
export function createNavigateFx(gate: Gate<PageGateProps>) {
  return attach({ source: gate.state, effect: navigateWith });
}
