import type { PatternArea } from '@nahtlos/platform';
import { tryOutHref } from './tryOutHref';

const areas = [{ id: 'hauptstoff' }, { id: 'ärmel:links' }, { id: 'bund' }] as PatternArea[];

describe('tryOutHref', () => {
  it('names every filled area with its fabric in the pattern’s order, each id encoded on its own', () => {
    expect(tryOutHref('shirt mila', areas, { bund: 'rest,1', hauptstoff: 'own-1', 'ärmel:links': 'ringel-senf' })).toBe(
      '/configurator/shirt%20mila?stoffe=hauptstoff:own-1,%C3%A4rmel%3Alinks:ringel-senf,bund:rest%2C1',
    );
  });

  it('is the plain address when nothing is filled', () => {
    expect(tryOutHref('shirt-mila', areas, {})).toBe('/configurator/shirt-mila');
  });
});
