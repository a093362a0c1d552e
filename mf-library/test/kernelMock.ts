/**
 * jest.mock factory for '@nahtlos/platform': the real bus, UI kit and router; the content and
 * custom-fabric stores replaced by settable ones; service calls replaced by jest mocks.
 */
export function mockKernel() {
  const actual = jest.requireActual('@nahtlos/platform');
  const { createEvent, createStore } = jest.requireActual('effector');
  const settable = <T>(initial: T) => {
    const set = createEvent();
    const store = createStore(initial).on(set, (_: T, value: T) => value);
    return { store, set };
  };
  const stores = {
    fabrics: settable([]),
    fabricsState: settable('loaded'),
    materials: settable([]),
    materialsState: settable('loaded'),
    sewingPatterns: settable([]),
    sewingPatternsState: settable('loaded'),
    inspirations: settable([]),
    inspirationsState: settable('loaded'),
    customFabrics: settable([]),
    customFabricsState: settable('loaded'),
  };
  return {
    ...actual,
    $fabrics: stores.fabrics.store,
    $fabricsState: stores.fabricsState.store,
    $materials: stores.materials.store,
    $materialsState: stores.materialsState.store,
    $sewingPatterns: stores.sewingPatterns.store,
    $sewingPatternsState: stores.sewingPatternsState.store,
    $inspirations: stores.inspirations.store,
    $inspirationsState: stores.inspirationsState.store,
    $customFabrics: stores.customFabrics.store,
    $customFabricsState: stores.customFabricsState.store,
    __set: Object.fromEntries(Object.entries(stores).map(([name, { set }]) => [name, set])),
    saveInspiration: jest.fn(async (id: string) => actual.inspirationSaved(id)),
    removeInspiration: jest.fn(async (id: string) => actual.inspirationRemoved(id)),
    renameCustomFabric: jest.fn(async () => undefined),
    setCustomFabricSize: jest.fn(async () => undefined),
    deleteCustomFabric: jest.fn(async () => undefined),
    countDesignsUsingFabric: jest.fn(async () => 0),
    confirmDialog: jest.fn(async () => true),
    startKernel: jest.fn(async () => undefined),
    // the retry: a test decides what the load brings (by setting the stores)
    loadContent: jest.fn(async () => undefined),
  };
}
