import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, createProject, Route, Routes, updateProject } from '@nahtlos/platform';
import { clearPending, readPending, storePending } from '../../pendingSave';
import { SaveProjectPage } from './SaveProject';

jest.mock('@nahtlos/platform', () => ({
  ...jest.requireActual('@nahtlos/platform'),
  createProject: jest.fn(async () => ({ id: 'p-new' })),
  updateProject: jest.fn(async () => ({ id: 'p-1' })),
  getProject: jest.fn(async () => ({ id: 'p-1', name: 'Altes Shirt' })),
}));

const sewingPattern = { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'ringel-ostsee' }] };

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/configuration/save" element={<SaveProjectPage />} />
        <Route path="/profile" element={<p>Profilseite</p>} />
        <Route path="/configurator" element={<p>Auswahl</p>} />
      </Routes>
    </BrowserRouter>,
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
    expect(updateProject).toHaveBeenCalledWith('p-1', expect.objectContaining({ name: 'Altes Shirt', svg: '<svg/>' }));
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
