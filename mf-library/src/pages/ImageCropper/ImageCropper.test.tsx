import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scope } from 'effector';
import { $dialogs, dialogClosed } from '@nahtlos/platform';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { ImageCropperPage } from './ImageCropper';
import { currentCrop, setCrop } from './photoFlow';

// cropperjs measures the laid-out image and draws on a canvas: jsdom has neither layout nor canvas drawing
const cropperInstances: { options: Record<string, unknown>; getCroppedCanvas: jest.Mock; destroy: jest.Mock }[] = [];
jest.mock('cropperjs', () => ({
  __esModule: true,
  default: class FakeCropper {
    options: Record<string, unknown>;
    getCroppedCanvas = jest.fn((options: { width: number; height: number }) => {
      const canvas = document.createElement('canvas');
      canvas.width = options.width;
      canvas.height = options.height;
      (canvas as unknown as { toBlob: (cb: (b: Blob) => void, type: string, q: number) => void }).toBlob = (callback, type) =>
        setTimeout(() => callback(new Blob(['jpeg'], { type })), 0);
      return canvas;
    });
    destroy = jest.fn();
    constructor(_image: HTMLImageElement, options: Record<string, unknown> & { ready: () => void }) {
      this.options = options;
      cropperInstances.push(this as never);
      setTimeout(() => options.ready(), 0);
    }
  },
}));

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = jest.fn();
});
let scope: Scope;
beforeEach(() => {
  scope = libraryScope();
  cropperInstances.length = 0;
  setCrop(null);
});

const show = (photo: { blob: Blob; name?: string }) => renderPage('/image-cropper', '/image-cropper', <ImageCropperPage photo={photo} />, { scope });
const dialogs = () => scope.getState($dialogs);
const answerDialog = () => settle(scope, dialogClosed, { id: dialogs()[0]!.id, buttonId: 'ok' });

it("rejects other types with 'Invalid image type' and closes", async () => {
  show({ blob: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'a.pdf' });
  await waitFor(() => expect(dialogs()).toHaveLength(1));
  expect(dialogs()[0]!.message).toBe('Invalid image type');
  expect(cropperInstances).toHaveLength(0);
  await answerDialog();
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/fabrics'));
});

it('crops to a 1600 × 2133 JPEG with aspect 3/4; close, tick and Weiter all save; saving is ignored while a crop runs', async () => {
  const user = userEvent.setup();
  show({ blob: new Blob(['x'], { type: 'image/jpeg' }), name: 'stoff.jpg' });
  expect(screen.getByRole('heading', { level: 1, name: 'Zuschneiden' })).toBeInTheDocument();
  const next = screen.getByRole('button', { name: 'Weiter' });
  await waitFor(() => expect(next).toBeEnabled());
  const [cropper] = cropperInstances;
  expect(cropper!.options).toMatchObject({ aspectRatio: 0.75, minCropBoxWidth: 20, minCropBoxHeight: 20, checkOrientation: false });
  // two quick taps: one crop
  await act(async () => {
    screen.getByRole('button', { name: 'Zuschnitt übernehmen' }).click();
    next.click();
  });
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/save-custom-fabric'));
  expect(cropper!.getCroppedCanvas).toHaveBeenCalledTimes(1);
  expect(cropper!.getCroppedCanvas.mock.calls[0]![0]).toMatchObject({ width: 1600, height: 2133 });
  expect(currentCrop()).toMatchObject({ width: 1600, height: 2133 });
  expect(currentCrop()!.blob.type).toBe('image/jpeg');
  void user;
});

it('the close button saves the crop too', async () => {
  show({ blob: new Blob(['x'], { type: 'image/png' }) });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled());
  await act(async () => screen.getByRole('button', { name: 'Schließen' }).click());
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/save-custom-fabric'));
  expect(currentCrop()).toMatchObject({ width: 1600, height: 2133 });
});
