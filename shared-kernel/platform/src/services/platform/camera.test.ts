import { navigationRequested } from '../../bus/catalogue';
import { setLogSinks } from '../logging/logger';
import { CAMERA_DEFAULTS, openCamera, pendingPhoto, setCameraAdapter, takePhoto, type CameraAdapter, type Photo } from './camera';
import { createWebCameraAdapter } from './webCamera';

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

describe('web live camera (source Camera, getUserMedia where available)', () => {
  const stop = jest.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  let getUserMedia: jest.Mock;
  beforeEach(() => {
    stop.mockClear();
    getUserMedia = jest.fn(async () => stream);
    Object.defineProperty(window.navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { set() {}, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window.navigator, 'mediaDevices', { value: undefined, configurable: true });
  });

  it("shows the rear camera; 'Foto aufnehmen' gives a JPEG at quality 80, width ≤ 1600; the stream stops", async () => {
    Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { get: () => 3200, configurable: true });
    Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { get: () => 2400, configurable: true });
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as never);
    const sizes: [number, number, unknown, unknown][] = [];
    const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type, quality) {
      sizes.push([this.width, this.height, type, quality]);
      callback(new Blob(['jpeg'], { type }));
    });
    const photo = createWebCameraAdapter(document).getPhoto({ ...CAMERA_DEFAULTS, source: 'Camera' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    const dialog = document.querySelector('dialog.nt-camera')!;
    expect(dialog.getAttribute('aria-label')).toBe('Kamera');
    (Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Foto aufnehmen') as HTMLButtonElement).click();
    const taken = await photo;
    expect(taken?.blob.type).toBe('image/jpeg');
    expect(sizes).toEqual([[1600, 1200, 'image/jpeg', 0.8]]);
    expect(stop).toHaveBeenCalled();
    expect(document.querySelector('dialog.nt-camera')).toBeNull();
    getContext.mockRestore();
    toBlob.mockRestore();
  });

  it("'Abbrechen' resolves null and stops the stream; without permission the file input is used", async () => {
    const photo = createWebCameraAdapter(document).getPhoto({ ...CAMERA_DEFAULTS, source: 'Camera', direction: 'Front' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    (Array.from(document.querySelectorAll('dialog.nt-camera button')).find((button) => button.textContent === 'Abbrechen') as HTMLButtonElement).click();
    expect(await photo).toBeNull();
    expect(stop).toHaveBeenCalled();

    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const restore = setLogSinks([]);
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      this.dispatchEvent(new Event('cancel'));
    });
    expect(await createWebCameraAdapter(document).getPhoto({ ...CAMERA_DEFAULTS, source: 'Camera' })).toBeNull();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    restore();
  });
});
