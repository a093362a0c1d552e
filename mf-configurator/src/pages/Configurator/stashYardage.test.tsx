import { allSettled, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act, render, screen, within } from '@testing-library/react';
import type { PatternSize } from '@nahtlos/platform';
import { quietConsole, setup, sized, stashPiece } from '../../test/configuratorModel';
import { SizeAndYardage } from './SizeAndYardage';
import * as model from './model';

quietConsole();

const box = { name: 'Teil', outline: [[0, 0], [48, 0], [48, 38], [0, 38]] as [number, number][], quantity: 2, onFold: false, grain: 'lengthwise' as const };
// with its allowance a 50 × 40 cm box, a pair side by side in the 70 cm folded width: 40 cm of 140 cm fabric
const sizes: PatternSize[] = [{ size: '98/104', scale: 0.12, pieces: { hauptstoff: [box] } }];

/** The 'Stoffverbrauch' of a design with 'ringel' in its first area, open, with this stash. */
async function yardageWith(stash: ReturnType<typeof stashPiece>[]): Promise<Scope> {
  const { scope } = setup({ sizes: async () => sizes, stash });
  await allSettled(model.opened, { scope, params: { pattern: sized, mode: 'new' } });
  await allSettled(model.editorShown, { scope, params: sized.id });
  await allSettled(model.yardageToggled, { scope, params: true });
  await allSettled(model.fabricChosen, { scope, params: 'ringel' });
  render(
    <Provider value={scope}>
      <SizeAndYardage />
    </Provider>,
  );
  await act(async () => undefined);
  return scope;
}

describe("'Stoffverbrauch' with the user's stash (issue 40)", () => {
  it('says how much of the stash piece remains after cutting', async () => {
    await yardageWith([stashPiece('ringel', 100)]);
    const need = within(screen.getByRole('list', { name: 'Stoffverbrauch' })).getByRole('listitem');
    expect(need).toHaveTextContent('Aus deinem Vorrat (100 × 140 cm): reicht – noch 60 cm übrig');
    expect(within(need).getByText('reicht – noch 60 cm übrig')).toHaveAttribute('data-enough', 'true');
  });

  it('or how many cm are missing', async () => {
    await yardageWith([stashPiece('ringel', 30)]);
    const need = within(screen.getByRole('list', { name: 'Stoffverbrauch' })).getByRole('listitem');
    expect(need).toHaveTextContent('Aus deinem Vorrat (30 × 140 cm): es fehlen 10 cm');
    expect(within(need).getByText('es fehlen 10 cm')).toHaveAttribute('data-enough', 'false');
  });

  it('nothing of the stash for a fabric not in it', async () => {
    await yardageWith([stashPiece('uni-blau', 100)]);
    expect(screen.getByRole('list', { name: 'Stoffverbrauch' })).not.toHaveTextContent('Vorrat');
  });
});
