/**
 * The cropper's image rules (SPEC section 5) and the photo preparation that keeps 12 MP photos
 * from freezing the page: the photo is decoded and scaled down in a worker (createImageBitmap +
 * OffscreenCanvas), and only the smaller JPEG goes to cropperjs.
 */

/** Accepted types: png, jpg, jpeg, bmp, gif, tiff, webp; others → 'Invalid image type'. */
export const ACCEPTED_IMAGE = /^image\/(png|jpg|jpeg|bmp|gif|tiff|webp)$/i;
const ACCEPTED_EXTENSION = /\.(png|jpg|jpeg|bmp|gif|tiff?|webp)$/i;

/** The output of a crop (SPEC section 5/9): JPEG, aspect 3/4, width 1600, quality 92, min 20 px. */
export const CROP = {
  aspectRatio: 3 / 4,
  width: 1600,
  height: Math.round(1600 / (3 / 4)),
  type: 'image/jpeg',
  quality: 0.92,
  minSize: 20,
} as const;

/** The longest side the cropper works on: enough for a 1600 × 2133 crop, small enough to stay smooth. */
export const WORKING_MAX_SIDE = 2400;

export function isAcceptedImage(file: { type?: string; name?: string }): boolean {
  if (file.type) return ACCEPTED_IMAGE.test(file.type);
  return Boolean(file.name && ACCEPTED_EXTENSION.test(file.name));
}

export class InvalidImageTypeError extends Error {
  constructor() {
    super('Invalid image type');
    this.name = 'InvalidImageTypeError';
  }
}

/** Target size keeping the aspect ratio with the longest side at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide = WORKING_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
}

// The worker is made from a Blob URL: the remote's own chunks live on another origin than the
// page, and workers must be same-origin.
const workerSource = `
self.onmessage = async (event) => {
  const { id, blob, maxSide, quality, crop } = event.data;
  try {
    if (crop) {
      // the crop itself: cut and scale while decoding, encode off the main thread
      const part = await createImageBitmap(blob, crop.x, crop.y, crop.width, crop.height, {
        resizeWidth: crop.outWidth, resizeHeight: crop.outHeight, resizeQuality: 'high',
      });
      const out = new OffscreenCanvas(crop.outWidth, crop.outHeight);
      out.getContext('2d').drawImage(part, 0, 0);
      part.close();
      const jpeg = await out.convertToBlob({ type: 'image/jpeg', quality });
      self.postMessage({ id, blob: jpeg, width: crop.outWidth, height: crop.outHeight });
      return;
    }
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const out = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    self.postMessage({ id, blob: out, width, height });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message || error) });
  }
};`;

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, { resolve: (image: PreparedImage) => void; reject: (error: Error) => void }>();

function canUseWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof URL.createObjectURL === 'function';
}

function getWorker(): Worker {
  if (worker) return worker;
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  worker = new Worker(url);
  worker.onmessage = (event: MessageEvent<{ id: number; blob?: Blob; width?: number; height?: number; error?: string }>) => {
    const { id, blob, width, height, error } = event.data;
    const entry = waiting.get(id);
    waiting.delete(id);
    if (!entry) return;
    if (error || !blob) entry.reject(new Error(error ?? 'Image could not be decoded.'));
    else entry.resolve({ blob, width: width!, height: height! });
  };
  return worker;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop box in image pixels, rounded and kept inside the image (at least the minimum size). */
export function clampCrop(rect: CropRect, image: { width: number; height: number }): CropRect {
  const width = Math.max(CROP.minSize, Math.min(image.width, Math.round(rect.width)));
  const height = Math.max(CROP.minSize, Math.min(image.height, Math.round(rect.height)));
  const x = Math.min(Math.max(0, Math.round(rect.x)), Math.max(0, image.width - width));
  const y = Math.min(Math.max(0, Math.round(rect.y)), Math.max(0, image.height - height));
  return { x, y, width: Math.min(width, image.width), height: Math.min(height, image.height) };
}

/** Whether crops can run in the worker (else cropperjs draws them on the main thread). */
export const canCropInWorker = () => canUseWorker() && typeof createImageBitmap === 'function';

/** Cuts the crop out of the prepared image and scales it to 1600 × 2133 in the worker. */
export function cropInWorker(image: PreparedImage, rect: CropRect): Promise<PreparedImage> {
  const id = ++seq;
  const crop = { ...clampCrop(rect, image), outWidth: CROP.width, outHeight: CROP.height };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    getWorker().postMessage({ id, blob: image.blob, quality: CROP.quality, crop });
  });
}

/** Decodes and scales down off the main thread; falls back to the main thread without workers. */
export async function prepareImage(photo: Blob, maxSide = WORKING_MAX_SIDE): Promise<PreparedImage> {
  if (canUseWorker()) {
    const id = ++seq;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      getWorker().postMessage({ id, blob: photo, maxSide, quality: CROP.quality });
    });
  }
  return prepareOnMainThread(photo, maxSide);
}

async function prepareOnMainThread(photo: Blob, maxSide: number): Promise<PreparedImage> {
  if (typeof createImageBitmap !== 'function') {
    // no decoder to check with: hand the photo over as it is (cropperjs reports a load failure)
    return { blob: photo, width: 0, height: 0 };
  }
  const bitmap = await createImageBitmap(photo);
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close?.();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, CROP.type, CROP.quality));
  if (!blob) throw new Error('Image could not be encoded.');
  return { blob, ...size };
}

/**
 * Exactly the output size: cropperjs fits width and height to the crop box's ratio and may round
 * one side a pixel off (1599 × 2133); that pixel is stretched back.
 */
export function exactOutputCanvas(canvas: HTMLCanvasElement): HTMLCanvasElement {
  if (canvas.width === CROP.width && canvas.height === CROP.height) return canvas;
  const exact = document.createElement('canvas');
  exact.width = CROP.width;
  exact.height = CROP.height;
  const context = exact.getContext('2d');
  if (!context) return canvas;
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, CROP.width, CROP.height);
  return exact;
}

/** The crop as the save dialog needs it: JPEG 1600 × 2133 (quality 92) from the cropper's canvas. */
export function canvasToCrop(source: HTMLCanvasElement): Promise<PreparedImage> {
  const canvas = exactOutputCanvas(source);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve({ blob, width: canvas.width, height: canvas.height }) : reject(new Error('Crop could not be encoded.'))),
      CROP.type,
      CROP.quality,
    ),
  );
}

/** Options for cropperjs.getCroppedCanvas: the spec's output size. */
export const croppedCanvasOptions = {
  width: CROP.width,
  height: CROP.height,
  imageSmoothingEnabled: true,
  imageSmoothingQuality: 'high' as const,
  fillColor: '#fff',
};
