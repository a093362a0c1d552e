import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import { fireEvent, render, screen } from '@testing-library/react';
import { pattern, quietConsole, setup, stashPiece } from '../../test/configuratorModel';
import { StashFilter } from './ChoiceRows';
import * as model from './model';

quietConsole();

const visible = (scope: ReturnType<typeof setup>['scope']) => scope.getState(model.$visibleFabrics).map((fabric) => fabric.id);

describe("'Nur mein Vorrat' (issue 40)", () => {
  it('shows only the fabrics of the stash, and all again when switched off', async () => {
    const { scope } = setup({ stash: [stashPiece('ringel', 100)] });
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    expect(visible(scope)).toEqual(['uni-blau', 'ringel']);
    expect(scope.getState(model.$stashFabricIds)).toEqual(new Set(['ringel']));
    render(
      <Provider value={scope}>
        <StashFilter />
      </Provider>,
    );
    const toggle = screen.getByRole('checkbox', { name: 'Nur mein Vorrat' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await allSettled(scope);
    expect(toggle).toBeChecked();
    expect(visible(scope)).toEqual(['ringel']);
    fireEvent.click(toggle);
    await allSettled(scope);
    expect(visible(scope)).toEqual(['uni-blau', 'ringel']);
  });

  it('an empty stash: no switch, every fabric', async () => {
    const { scope } = setup();
    await allSettled(model.opened, { scope, params: { pattern, mode: 'new' } });
    await allSettled(model.onlyStashToggled, { scope, params: true });
    expect(visible(scope)).toEqual(['uni-blau', 'ringel']);
    render(
      <Provider value={scope}>
        <StashFilter />
      </Provider>,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
