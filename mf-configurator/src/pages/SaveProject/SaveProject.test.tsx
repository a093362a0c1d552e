import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { BrowserRouter, Route, Routes } from '@nahtlos/platform';
import { clearPending, readPending, storePending } from '../../pendingSave';
import * as model from './model';
import { SaveProjectPage } from './SaveProject';

const sewingPattern = { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'ringel-ostsee' }] };
// the platform's storage, as the page's effects reach it
const createProject = jest.fn(async () => ({ id: 'p-new' }));
const updateProject = jest.fn(async () => ({ id: 'p-1' }));

/** The save screen at `path`, in a scope of its own whose project services are the mocks above. */
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const scope = fork({
    handlers: [
      [model.createProjectFx, createProject],
      [model.updateProjectFx, updateProject],
      [model.projectNameFx, async (id: string) => (id === 'p-1' ? 'Altes Shirt' : null)],
    ],
  });
  return render(
    <Provider value={scope}>
      <BrowserRouter>
        <Routes>
          <Route path="/configuration/save" element={<SaveProjectPage />} />
          <Route path="/profile" element={<p>Profilseite</p>} />
          <Route path="/configurator" element={<p>Auswahl</p>} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('save screen', () => {
  it('focuses the name after 300 ms, refuses the 21st character, saves on Enter and goes to the profile', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    storePending({ mode: 'new', patternId: 'shirt-mila', projectId: null, sewingPattern, svg: '<svg/>', createdAt: 1 }, png);
    renderAt('/configuration/save');
    expect(screen.getByRole('heading', { name: 'Gib deinem Projekt einen Namen:' })).toBeInTheDocument();
    const input = screen.getByLabelText('Projektname') as HTMLInputElement;
    act(() => jest.advanceTimersByTime(299));
    expect(input).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { value: 'Sommershirt für Mila' } });
    fireEvent.change(input, { target: { value: 'Sommershirt für Mila!' } }); // 21 characters: refused
    expect(input.value).toBe('Sommershirt für Mila');

    jest.useRealTimers();
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(createProject).toHaveBeenCalledWith({ name: 'Sommershirt für Mila', sewingPattern, svg: '<svg/>', png });
    expect(await screen.findByText('Profilseite')).toBeInTheDocument();
    expect(readPending()).toBeNull();
  });

  it('edit: starts from the project name and updates that project', async () => {
    storePending({ mode: 'edit', patternId: 'shirt-mila', projectId: 'p-1', sewingPattern, svg: '<svg/>', createdAt: 1 }, new Blob(['x']));
    jest.useRealTimers();
    renderAt('/configuration/save');
    const input = (await screen.findByDisplayValue('Altes Shirt')) as HTMLInputElement;
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(updateProject).toHaveBeenCalledWith({ id: 'p-1', draft: expect.objectContaining({ name: 'Altes Shirt', svg: '<svg/>' }) });
    expect(createProject).not.toHaveBeenCalled();
  });

  it('refuses an empty or all-space name at the field and saves nothing', async () => {
    storePending({ mode: 'new', patternId: 'shirt-mila', projectId: null, sewingPattern, svg: '<svg/>', createdAt: 2 }, new Blob(['x']));
    jest.useRealTimers();
    renderAt('/configuration/save');
    const input = screen.getByLabelText('Projektname') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib einen Namen ein.');
    expect(input).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
    expect(createProject).not.toHaveBeenCalled();
    expect(screen.queryByText('Profilseite')).toBeNull();
    expect(readPending()).not.toBeNull(); // the design waits for a name
    fireEvent.change(input, { target: { value: 'J' } });
    expect(screen.queryByRole('alert')).toBeNull(); // editing the name drops the message
  });

  it('saves the name trimmed and forgets the typed name once saved', async () => {
    storePending({ mode: 'new', patternId: 'shirt-mila', projectId: null, sewingPattern, svg: '<svg/>', createdAt: 3 }, new Blob(['x']));
    jest.useRealTimers();
    const first = renderAt('/configuration/save');
    fireEvent.change(screen.getByLabelText('Projektname'), { target: { value: '  Jacke  ' } });
    first.unmount(); // a reload of the save screen keeps what was typed
    renderAt('/configuration/save');
    const input = screen.getByLabelText('Projektname') as HTMLInputElement;
    expect(input).toHaveValue('  Jacke  ');
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(createProject).toHaveBeenCalledWith(expect.objectContaining({ name: 'Jacke' }));
    expect(await screen.findByText('Profilseite')).toBeInTheDocument();
    expect(sessionStorage.getItem('nahtlos:configurator:save-name')).toBeNull();
  });

  it('a later design starts with an empty name', () => {
    storePending({ mode: 'new', patternId: 'shirt-mila', projectId: null, sewingPattern, svg: '<svg/>', createdAt: 4 }, new Blob(['x']));
    jest.useRealTimers();
    const first = renderAt('/configuration/save');
    fireEvent.change(screen.getByLabelText('Projektname'), { target: { value: 'Verworfen' } });
    first.unmount();
    storePending({ mode: 'new', patternId: 'shirt-mila', projectId: null, sewingPattern, svg: '<svg/>', createdAt: 5 }, new Blob(['x']));
    renderAt('/configuration/save');
    expect(screen.getByLabelText('Projektname')).toHaveValue('');
    clearPending();
  });

  it('without a pending design it goes back to the pattern choice', async () => {
    jest.useRealTimers();
    renderAt('/configuration/save');
    expect(await screen.findByText('Auswahl')).toBeInTheDocument();
  });
});
