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
import type { CameraAdapter, CameraOptions, CameraSource, Photo } from './cameraTypes';

export type { CameraAdapter, CameraDirection, CameraOptions, CameraResultType, CameraSource, Photo } from './cameraTypes';

/** SPEC section 9: quality 80, width 1600, no editing. */
export const CAMERA_DEFAULTS: CameraOptions = {
  source: 'Prompt',
  direction: 'Rear',
  resultType: 'uri',
  quality: 80,
  width: 1600,
  allowEditing: false,
};

let adapter: CameraAdapter | null = null;
/** Native builds plug in their Capacitor Camera adapter here. */
export function setCameraAdapter(next: CameraAdapter | null): void {
  adapter = next;
}
/** The web's adapter is its own chunk: the platform start fetches it, so a click finds it loaded. */
export const loadWebCamera = () => import(/* webpackChunkName: "web-camera" */ './webCamera');
function getPhoto(options: CameraOptions): Promise<Photo | null> {
  if (adapter) return adapter.getPhoto(options);
  return loadWebCamera().then(({ createWebCameraAdapter }) => {
    adapter ??= createWebCameraAdapter();
    return adapter.getPhoto(options);
  });
}

let taking: Promise<Photo | false> | null = null;
/** Takes a photo; ignored (joins the running one) while one is in progress; false when failed or cancelled. */
export function takePhoto(options: Partial<CameraOptions> = {}): Promise<Photo | false> {
  taking ??= getPhoto({ ...CAMERA_DEFAULTS, ...options })
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
export async function openCamera(options: { returnTo?: string; source?: CameraSource } = {}): Promise<boolean> {
  if (opening) return false;
  opening = true;
  try {
    const photo = await takePhoto(options.source ? { source: options.source } : {});
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
