/** The profile's tests: the page rendered in the test's scope, and units launched into it. */
import type { ReactElement, ReactNode } from 'react';
import { act } from '@testing-library/react';
import { allSettled, type Scope, type UnitTargetable } from 'effector';
import { Provider } from 'effector-react';
import { renderPage } from '@nahtlos/testing';

/** Renders `element` at `path` inside effector-react's Provider: its units read and write the fork, not the app's state. */
export function renderInScope(scope: Scope, path: string, element: ReactElement, state?: unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;
  return renderPage(path, element, state, { wrapper });
}

/** Launches `unit` in the scope and waits for everything it starts, inside act (the page re-renders). */
export async function settle<T>(scope: Scope, unit: UnitTargetable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  await act(async () => {
    await allSettled(unit, { scope, params: params[0] } as { scope: Scope; params: T });
  });
}
