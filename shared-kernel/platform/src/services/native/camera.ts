/**
 * The Capacitor Camera (SPEC sections 3 and 9: quality 80, width 1600, no editing; source
 * Prompt/Camera/Photos, direction Rear/Front). Shaped like the kernel's camera adapter
 * (`getPhoto(options)` → the photo as a Blob, or null when the user cancelled).
 */
import { Camera, CameraDirection, CameraResultType, CameraSource } from '@capacitor/camera';

export interface NativeCameraOptions {
  source?: 'Prompt' | 'Camera' | 'Photos';
  direction?: 'Rear' | 'Front';
  quality?: number;
  width?: number;
  allowEditing?: boolean;
}

export interface NativePhoto {
  blob: Blob;
  name?: string;
}

/** SPEC section 9. */
export const NATIVE_CAMERA_DEFAULTS = { quality: 80, width: 1600, allowEditing: false } as const;

const sources = { Prompt: CameraSource.Prompt, Camera: CameraSource.Camera, Photos: CameraSource.Photos };
const directions = { Rear: CameraDirection.Rear, Front: CameraDirection.Front };

/** Cancelling the native picker rejects with a message like 'User cancelled photos app'. */
export function isCancel(error: unknown): boolean {
  return /cancel/i.test(String((error as Error)?.message ?? error));
}

export function createNativeCameraAdapter(load: (url: string) => Promise<Blob> = async (url) => (await fetch(url)).blob()) {
  return {
    async getPhoto(options: NativeCameraOptions = {}): Promise<NativePhoto | null> {
      let photo;
      try {
        photo = await Camera.getPhoto({
          quality: options.quality ?? NATIVE_CAMERA_DEFAULTS.quality,
          width: options.width ?? NATIVE_CAMERA_DEFAULTS.width,
          allowEditing: options.allowEditing ?? NATIVE_CAMERA_DEFAULTS.allowEditing,
          resultType: CameraResultType.Uri,
          source: sources[options.source ?? 'Prompt'],
          direction: directions[options.direction ?? 'Rear'],
          correctOrientation: true,
        });
      } catch (error) {
        if (isCancel(error)) return null;
        throw error;
      }
      if (!photo.webPath) return null;
      const blob = await load(photo.webPath);
      const extension = photo.format || 'jpeg';
      return { blob, name: `photo.${extension}` };
    },
  };
}
