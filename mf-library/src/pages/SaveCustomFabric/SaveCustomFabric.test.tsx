import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scope } from 'effector';
import { $dialogs, dialogClosed } from '@nahtlos/platform';
import { openCameraFx } from '../../camera';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { saveFabricFx } from './model';
import { SaveCustomFabricPage } from './SaveCustomFabric';

const crop = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), width: 1600, height: 2133, url: 'blob:test/crop' };
// the platform's store of the fabric (on the device, then uploaded)
const createCustomFabric = jest.fn();
let scope: Scope;
const show = () => renderPage('/save-custom-fabric', '/save-custom-fabric', <SaveCustomFabricPage crop={crop} />, { scope });
const dialogs = () => scope.getState($dialogs);

beforeEach(() => {
  jest.clearAllMocks();
  scope = libraryScope({
    handlers: [
      [saveFabricFx, createCustomFabric],
      [openCameraFx, async () => true],
    ],
  });
});

it("'Foto Feature' modal: preview, prompt, name ≤ 20 focused after about 1000 ms; Enter saves; then the dialog of next steps", async () => {
  jest.useFakeTimers();
  let finish: (value: unknown) => void = () => undefined;
  createCustomFabric.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Foto Feature' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Vorschau deines fotografierten Stoffs' })).toHaveAttribute('src', 'blob:test/crop');
  const input = screen.getByLabelText('Gib deinem Stoff einen Namen:');
  act(() => jest.advanceTimersByTime(900));
  expect(input).not.toHaveFocus();
  act(() => jest.advanceTimersByTime(150));
  expect(input).toHaveFocus();
  jest.useRealTimers();

  const user = userEvent.setup();
  await user.type(input, 'Blümchen vom Flohmarkt!!{Enter}');
  expect(input).toHaveValue('Blümchen vom Flohmar'); // 20 characters, the rest refused
  expect(screen.getByRole('button', { name: 'Wird gespeichert...' })).toBeDisabled();
  await user.keyboard('{Enter}'); // ignored while saving
  expect(createCustomFabric).toHaveBeenCalledTimes(1);
  expect(createCustomFabric).toHaveBeenCalledWith({ name: 'Blümchen vom Flohmar', image: crop.blob, width: 1600, height: 2133 });
  await act(async () => finish({ id: '01J', name: 'Blümchen vom Flohmar' }));
  await waitFor(() => expect(dialogs()).toHaveLength(1));
  expect(dialogs()[0]!.buttons.map((button) => button.label)).toEqual(['Neuen Stoff anlegen', 'Stoffbibliothek anzeigen', 'In meinen Vorrat', 'Schließen']);
  await settle(scope, dialogClosed, { id: dialogs()[0]!.id, buttonId: 'library' });
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/fabrics'));
});

it("'In meinen Vorrat' after saving opens the stash's form with the new fabric chosen (issue 40)", async () => {
  createCustomFabric.mockResolvedValue({ id: '01J', name: 'Blümchen' });
  const user = userEvent.setup();
  show();
  await user.type(screen.getByLabelText('Gib deinem Stoff einen Namen:'), 'Blümchen{Enter}');
  await waitFor(() => expect(dialogs()).toHaveLength(1));
  await settle(scope, dialogClosed, { id: dialogs()[0]!.id, buttonId: 'stash' });
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/stash?fabric=01J'));
});

it('back returns to the cropper to re-crop; close dismisses', async () => {
  const user = userEvent.setup();
  const { unmount } = show();
  await user.click(screen.getByRole('button', { name: 'Zurück zum Zuschneiden' }));
  expect(screen.getByTestId('landed')).toHaveTextContent('/image-cropper');
  unmount();
  show();
  await user.click(screen.getByRole('button', { name: 'Schließen' }));
  expect(screen.getByTestId('landed')).toHaveTextContent('/fabrics');
  expect(createCustomFabric).not.toHaveBeenCalled();
});

it('refuses an empty or all-space name at the field and saves nothing; saves the name trimmed', async () => {
  createCustomFabric.mockResolvedValue({ id: '01K', name: 'Jacke' });
  const user = userEvent.setup();
  show();
  const input = screen.getByLabelText('Gib deinem Stoff einen Namen:');
  await user.type(input, '   {Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen Namen ein.');
  expect(input).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
  expect(createCustomFabric).not.toHaveBeenCalled();

  await user.clear(input);
  await user.type(input, '  Jacke  {Enter}');
  await waitFor(() => expect(createCustomFabric).toHaveBeenCalledWith(expect.objectContaining({ name: 'Jacke' })));
});
