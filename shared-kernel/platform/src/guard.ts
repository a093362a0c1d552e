/**
 * Singleton guards. The kernel and React must exist once per page: two copies of effector
 * keep two separate queues (events fired in one never reach stores of the other) and two
 * Reacts break hooks. Module Federation should prevent both; these guards make a
 * misconfiguration loud instead of silently broken.
 */
type Registry = { kernelInstances: number; reactCopies: unknown[] };

const GLOBAL_KEY = '__nahtlosKernel__';

function registry(): Registry {
  const root = globalThis as unknown as Record<string, Registry | undefined>;
  root[GLOBAL_KEY] ??= { kernelInstances: 0, reactCopies: [] };
  return root[GLOBAL_KEY]!;
}

/** Called once when the kernel module is evaluated. */
export function registerKernelInstance(): number {
  const state = registry();
  state.kernelInstances += 1;
  // in Node (the apps' server entries) each entry carries its own platform by design and renders in its own scope
  if (state.kernelInstances > 1 && typeof window !== 'undefined') {
    console.error(`[nahtlos] shared-kernel was instantiated ${state.kernelInstances} times; the bus is split.`);
  }
  return state.kernelInstances;
}

/** Every app registers the React module it renders with; a second distinct copy is an error. */
export function registerReactCopy(react: unknown): void {
  const state = registry();
  if (state.reactCopies.includes(react)) return;
  state.reactCopies.push(react);
  if (state.reactCopies.length > 1) {
    console.error(`[nahtlos] ${state.reactCopies.length} copies of React are loaded; hooks will break.`);
  }
}

export function singletonReport(): { kernelInstances: number; reactCopies: number } {
  const state = registry();
  return { kernelInstances: state.kernelInstances, reactCopies: state.reactCopies.length };
}
