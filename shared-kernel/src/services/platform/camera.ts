/**
 * The camera (SPEC sections 3, 4, 9): take or choose a photo of a fabric. Options as in the spec's
 * camera enumerations (source Prompt/Camera/Photos, direction Rear/Front, result uri/base64/dataUrl;
 * quality 80, width 1600, no editing).
 *
 * One interface, one implementation per platform: the web's is a file input with `capture`
 * (phones offer their camera, desktops a file chooser). Native adapters (Capacitor Camera) plug in
 * with `setCameraAdapter`. Photo-taking is ignored while in progress; a failed or cancelled photo
 * returns false silently (logged). The taken photo waits in `pendingPhoto` for the cropper, which
 * may live in another app.
 */
import { navigationRequested } from '../../bus/catalogue';
import { logger } from '../logging/logger';

export type CameraSource = 'Prompt' | 'Camera' | 'Photos';
export type CameraDirection = 'Rear' | 'Front';
export type CameraResultType = 'uri' | 'base64' | 'dataUrl';

export interface CameraOptions {
  source: CameraSource;
  direction: CameraDirection;
  resultType: CameraResultType;
  quality: number;
  width: number;
  allowEditing: boolean;
}

/** SPEC section 9: quality 80, width 1600, no editing. */
export const CAMERA_DEFAULTS: CameraOptions = {
  source: 'Prompt',
  direction: 'Rear',
  resultType: 'uri',
  quality: 80,
  width: 1600,
  allowEditing: false,
};

/** A taken or chosen photo: the file as the platform gave it (not yet checked or decoded). */
export interface Photo {
  blob: Blob;
  /** File name when known (type checks fall back to its extension). */
  name?: string;
}

export interface CameraAdapter {
  /** Resolves the photo, or null when the user cancelled. */
  getPhoto(options: CameraOptions): Promise<Photo | null>;
}

/**
 * The web: a hidden `<input type="file" accept="image/*" capture>`. Must be called inside the
 * user's click (browsers open file choosers only on a user gesture). Resolves null on cancel.
 */
export function createWebCameraAdapter(doc: Document = document): CameraAdapter {
  return {
    getPhoto(options) {
      return new Promise((resolve) => {
        const input = doc.createElement('input');
        input.type = 'file';
        input.accept = 'image/*';
        if (options.source === 'Camera') input.setAttribute('capture', options.direction === 'Front' ? 'user' : 'environment');
        input.hidden = true;
        input.setAttribute('data-nahtlos-camera', '');
        let settled = false;
        const finish = (photo: Photo | null) => {
          if (settled) return;
          settled = true;
          input.remove();
          resolve(photo);
        };
        input.addEventListener('change', () => {
          const file = input.files?.[0];
          // the bench measures from here to the cropper being interactive
          if (file) globalThis.performance?.mark?.('nahtlos:photo-chosen');
          finish(file ? { blob: file, name: file.name } : null);
        });
        input.addEventListener('cancel', () => finish(null));
        doc.body.append(input);
        input.click();
      });
    },
  };
}

let adapter: CameraAdapter | null = null;
/** Native builds plug in their Capacitor Camera adapter here. */
export function setCameraAdapter(next: CameraAdapter | null): void {
  adapter = next;
}
function currentAdapter(): CameraAdapter {
  adapter ??= createWebCameraAdapter();
  return adapter;
}

let taking: Promise<Photo | false> | null = null;
/** Takes a photo; ignored (joins the running one) while one is in progress; false when failed or cancelled. */
export function takePhoto(options: Partial<CameraOptions> = {}): Promise<Photo | false> {
  taking ??= currentAdapter()
    .getPhoto({ ...CAMERA_DEFAULTS, ...options })
    .then((photo) => photo ?? false)
    .catch((error) => {
      logger.warn('Photo could not be taken.', error);
      return false as const;
    })
    .finally(() => {
      taking = null;
    });
  return taking;
}

let pending: Photo | null = null;
/** The photo waiting for the cropper (kept for re-cropping until a new photo replaces it). */
export function pendingPhoto(): Photo | null {
  return pending;
}
export function setPendingPhoto(photo: Photo | null): void {
  pending = photo;
}

export const CROPPER_ROUTE = '/image-cropper';
let opening = false;
/**
 * The 'Eigenen Stoff anlegen' / 'Kamera' buttons: takes a photo and opens the cropper with it.
 * Ignored while already opening. Resolves false when no photo was taken.
 */
export async function openCamera(options: { returnTo?: string } = {}): Promise<boolean> {
  if (opening) return false;
  opening = true;
  try {
    const photo = await takePhoto();
    if (!photo) return false;
    setPendingPhoto(photo);
    cameraReturnTo = options.returnTo ?? (typeof location === 'undefined' ? '/fabrics' : location.pathname);
    navigationRequested({ to: CROPPER_ROUTE });
    return true;
  } finally {
    opening = false;
  }
}

let cameraReturnTo = '/fabrics';
/** Where closing the photo flow goes back to (the page the camera was opened from). */
export function cameraReturnRoute(): string {
  return cameraReturnTo;
}
