/**
 * jest.mock factory for '@nahtlos/platform': the real bus, UI kit and router, with the
 * kernel's service stores replaced by settable ones and its service calls by jest mocks.
 */
export function mockKernel() {
  const actual = jest.requireActual('@nahtlos/platform');
  const { createEvent, createStore } = jest.requireActual('effector');
  const settable = <T>(initial: T) => {
    const set = createEvent();
    const store = createStore(initial).on(set, (_: T, value: T) => value);
    return { store, set };
  };
  const projects = settable([]);
  const projectsState = settable('loaded');
  const orders = settable([]);
  const ordersState = settable('not loaded');
  const inspirations = settable([]);
  const inspirationsState = settable('loaded');
  const customFabrics = settable([]);
  return {
    ...actual,
    $projects: projects.store,
    $projectsState: projectsState.store,
    $orders: orders.store,
    $ordersState: ordersState.store,
    $inspirations: inspirations.store,
    $inspirationsState: inspirationsState.store,
    $customFabrics: customFabrics.store,
    __set: {
      projects: projects.set,
      projectsState: projectsState.set,
      orders: orders.set,
      ordersState: ordersState.set,
      inspirations: inspirations.set,
      inspirationsState: inspirationsState.set,
      customFabrics: customFabrics.set,
    },
    accountListsWanted: jest.fn(async () => undefined),
    loadOrders: jest.fn(async () => []),
    syncNow: jest.fn(async () => ({ ok: true, done: 0, failed: 0 })),
    logoutUser: jest.fn(async () => undefined),
    hasAppConnection: jest.fn(async () => true),
    notConnectedWarningAcknowledged: jest.fn(async () => false),
    acknowledgeNotConnectedWarning: jest.fn(async () => undefined),
  };
}
