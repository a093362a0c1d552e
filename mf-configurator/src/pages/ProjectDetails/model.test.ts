import { allSettled, fork, type Scope } from 'effector';
import { $dialogs, $projects, $projectsState, dialogClosed, type ProjectView } from '@nahtlos/platform';
import { shirtWith } from '../../test/content';
import * as model from './model';

const project = (id: string): ProjectView => ({
  id,
  name: `Projekt ${id}`,
  createdAt: 1,
  updatedAt: 1,
  deleted: false,
  dirty: false,
  sewingPattern: { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: null }] },
  uploaded: false,
  previewUrl: null,
  pattern: shirtWith(),
  fabrics: [],
  colors: [],
});

/** The page of a project in a scope of its own: the account's list as given, the rest of the device through handlers. */
function setup(options: { list?: ProjectView[]; stored?: (id: string) => Promise<ProjectView | null> } = {}) {
  const navigate = jest.fn();
  const deleted: string[] = [];
  const sizesLoaded: string[] = [];
  const scope = fork({
    values: [
      [$projects, options.list ?? []],
      [$projectsState, 'loaded'],
    ],
    handlers: [
      // the account's list is given above: the platform need not read it
      [model.accountListsWantedFx, async () => undefined],
      [model.readProjectFx, options.stored ?? (async () => null)],
      [model.deleteProjectFx, async (shown: ProjectView) => void deleted.push(shown.id)],
      [model.loadSizesFx, async (patternId: string) => (sizesLoaded.push(patternId), [])],
    ],
  });
  return { scope, navigate, deleted, sizesLoaded };
}

const open = (scope: Scope, projectId: string, navigate: jest.Mock) => allSettled(model.ProjectDetailsGate.open, { scope, params: { projectId, navigate } });

describe('project details', () => {
  it("shows the list's copy of the project, and loads its pattern's sizes for the yardage", async () => {
    const { scope, navigate, sizesLoaded } = setup({ list: [project('p1')] });
    await open(scope, 'p1', navigate);
    expect(scope.getState(model.$project)).toMatchObject({ id: 'p1', name: 'Projekt p1' });
    expect(sizesLoaded).toEqual(['shirt']);
  });

  it('reads a project the list does not have yet directly; one that is nowhere is not found', async () => {
    const stored = jest.fn(async (id: string) => (id === 'p2' ? project('p2') : null));
    const { scope, navigate } = setup({ stored });
    await open(scope, 'p2', navigate);
    expect(stored).toHaveBeenCalledWith('p2');
    expect(scope.getState(model.$project)).toMatchObject({ id: 'p2' });

    const other = setup({ stored });
    await open(other.scope, 'gibt-es-nicht', other.navigate);
    expect(other.scope.getState(model.$project)).toBeNull();
  });

  it("deletes only after 'Löschen', one action at a time, and then goes to the profile in place of the details", async () => {
    const { scope, navigate, deleted } = setup({ list: [project('p1')] });
    await open(scope, 'p1', navigate);

    const kept = allSettled(model.deleteRequested, { scope, params: project('p1') });
    expect(scope.getState(model.$busy)).toBe('delete');
    const [question] = scope.getState($dialogs);
    expect(question.buttons.map((button) => button.label)).toEqual(['Abbrechen', 'Löschen']);
    await allSettled(dialogClosed, { scope, params: { id: question.id, buttonId: 'cancel' } });
    await kept;
    expect(deleted).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState(model.$busy)).toBeNull();

    const removed = allSettled(model.deleteRequested, { scope, params: project('p1') });
    void allSettled(model.deleteRequested, { scope, params: project('p1') }); // a second tap while asking: ignored
    expect(scope.getState($dialogs)).toHaveLength(1);
    await allSettled(dialogClosed, { scope, params: { id: scope.getState($dialogs)[0].id, buttonId: 'confirm' } });
    await removed;
    expect(deleted).toEqual(['p1']);
    expect(navigate).toHaveBeenCalledWith('/profile', { replace: true });
  });
});
