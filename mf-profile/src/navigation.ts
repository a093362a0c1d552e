/**
 * Navigation as an effect: a page's gate hands the router's `navigate` to its model, and the model's
 * `navigateFx` (attached to that gate) moves on. A result that arrives after the page was left finds
 * the gate closed and goes nowhere.
 */
import { attach } from 'effector';
import type { Gate } from 'effector-react';
import type { NavigateOptions, useNavigate } from '@nahtlos/platform';

/** What a page passes to its gate. */
export interface PageGateProps {
  navigate?: ReturnType<typeof useNavigate>;
}

export interface NavigationTarget {
  to: string;
  options?: NavigateOptions;
}

/** The page's `navigateFx`: goes through the `navigate` its open gate holds. */
export function createNavigateFx(gate: Gate<PageGateProps>) {
  return attach({
    source: gate.state,
    effect: ({ navigate }: PageGateProps, { to, options }: NavigationTarget) => {
      navigate?.(to, options);
    },
  });
}
