import { navigationRequested } from '../../bus/catalogue';
import { setLogSinks } from '../logging/logger';
import { CAMERA_DEFAULTS, createWebCameraAdapter, openCamera, pendingPhoto, setCameraAdapter, takePhoto, type CameraAdapter, type Photo } from './camera';

const jpeg = (): Photo => ({ blob: new Blob(['x'], { type: 'image/jpeg' }), name: 'stoff.jpg' });

afterEach(() => setCameraAdapter(null));

it('passes the spec options (quality 80, width 1600, no editing) and ignores a second photo while one is taken', async () => {
  let resolve: (photo: Photo | null) => void = () => undefined;
  const adapter: CameraAdapter = { getPhoto: jest.fn(() => new Promise<Photo | null>((done) => (resolve = done))) };
  setCameraAdapter(adapter);
  const first = takePhoto();
  const second = takePhoto();
  expect(adapter.getPhoto).toHaveBeenCalledTimes(1);
  expect(adapter.getPhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 80, width: 1600, allowEditing: false, source: 'Prompt', direction: 'Rear' }));
  const photo = jpeg();
  resolve(photo);
  expect(await first).toBe(photo);
  expect(await second).toBe(photo);
});

it('a cancelled or failed photo returns false silently', async () => {
  setCameraAdapter({ getPhoto: async () => null });
  expect(await takePhoto()).toBe(false);
  const restore = setLogSinks([]);
  setCameraAdapter({ getPhoto: async () => Promise.reject(new Error('no camera')) });
  expect(await takePhoto()).toBe(false);
  restore();
});

it('openCamera hands the photo to the cropper; ignored while already opening; nothing on cancel', async () => {
  const navigations: string[] = [];
  const unwatch = navigationRequested.watch(({ to }) => navigations.push(to));
  let resolve: (photo: Photo | null) => void = () => undefined;
  setCameraAdapter({ getPhoto: () => new Promise((done) => (resolve = done)) });
  const opening = openCamera({ returnTo: '/profile' });
  expect(await openCamera()).toBe(false);
  const photo = jpeg();
  resolve(photo);
  expect(await opening).toBe(true);
  expect(pendingPhoto()).toBe(photo);
  expect(navigations).toEqual(['/image-cropper']);

  setCameraAdapter({ getPhoto: async () => null });
  expect(await openCamera()).toBe(false);
  expect(navigations).toEqual(['/image-cropper']);
  unwatch.unsubscribe();
});

it('web: a hidden file input for images with capture for the camera; cancel resolves null', async () => {
  const adapter = createWebCameraAdapter(document);
  const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    expect(this.type).toBe('file');
    expect(this.accept).toBe('image/*');
    expect(this.getAttribute('capture')).toBe('environment');
    this.dispatchEvent(new Event('cancel'));
  });
  expect(await adapter.getPhoto({ ...CAMERA_DEFAULTS, source: 'Camera' })).toBeNull();
  expect(document.querySelector('input[data-nahtlos-camera]')).toBeNull();

  click.mockImplementation(function (this: HTMLInputElement) {
    const file = new File(['x'], 'stoff.png', { type: 'image/png' });
    Object.defineProperty(this, 'files', { value: [file] });
    this.dispatchEvent(new Event('change'));
  });
  const photo = await adapter.getPhoto(CAMERA_DEFAULTS);
  expect(photo?.name).toBe('stoff.png');
  expect(photo?.blob.type).toBe('image/png');
  click.mockRestore();
});
