/**
 * The photo flow inside this remote: camera → /image-cropper → /save-custom-fabric → dialog.
 * The taken photo waits in the kernel (`pendingPhoto`, the camera may be opened from another app);
 * the crop waits here until the save dialog stores it.
 */
import { createEffect } from 'effector';
import { cameraReturnRoute, showDialog } from '@nahtlos/platform';
import { strings } from '../../strings';
import type { PreparedImage } from './image';

export interface Crop extends PreparedImage {
  url: string;
}

let crop: Crop | null = null;
export function currentCrop(): Crop | null {
  return crop;
}
export function setCrop(next: PreparedImage | null): Crop | null {
  if (crop) URL.revokeObjectURL?.(crop.url);
  crop = next ? { ...next, url: URL.createObjectURL(next.blob) } : null;
  return crop;
}

/** Where closing the flow goes: the page the camera was opened from. */
export const flowExit = () => {
  const to = cameraReturnRoute();
  return to === '/image-cropper' || to === '/save-custom-fabric' ? '/fabrics' : to;
};

/** An alert through the frame's dialogs (one 'OK'). */
export function alertUser(message: string): Promise<unknown> {
  return showDialog({ title: strings.photo.alertTitle, message, buttons: [{ id: 'ok', label: strings.photo.ok, primary: true }] });
}
/** The alert as an effect: a page's model or view (`useUnit`) shows it in the page's scope (a test's fork). */
export const alertUserFx = createEffect((message: string) => alertUser(message));

export const mark = (name: string) => globalThis.performance?.mark?.(`nahtlos:${name}`);
