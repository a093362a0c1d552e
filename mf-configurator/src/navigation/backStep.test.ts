import { backStep } from './backStep';

describe('the configurator’s ← (backStep)', () => {
  it('a new design: one step back after an app entry, else the pattern list', () => {
    expect(backStep('new', 'shirt', { idx: 2 }, null)).toEqual({ back: true });
    expect(backStep('new', 'shirt', { idx: 0 }, null)).toEqual({ back: false, to: '/configurator', replace: false });
  });
  it('editing: one step back to the details entry right before, else the details replace the editor', () => {
    expect(backStep('edit', 'p1', { idx: 4 }, { projectId: 'p1', idx: 3 })).toEqual({ back: true });
    expect(backStep('edit', 'p1', { idx: 4 }, { projectId: 'p2', idx: 3 })).toEqual({ back: false, to: '/details/p1', replace: true });
    expect(backStep('edit', 'p1', { idx: 6 }, { projectId: 'p1', idx: 3 })).toEqual({ back: false, to: '/details/p1', replace: true });
    expect(backStep('edit', 'p1', null, null)).toEqual({ back: false, to: '/details/p1', replace: true });
  });
});
