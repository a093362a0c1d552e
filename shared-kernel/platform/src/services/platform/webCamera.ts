/**
 * The web's camera adapter (loaded with import() by camera.ts, fetched when the platform starts).
 */
import { platformStrings } from '../../strings';
import { logger } from '../logging/logger';
import type { CameraAdapter, CameraOptions, Photo } from './cameraTypes';

/**
 * The web: a hidden `<input type="file" accept="image/*" capture>`. Must be called inside the
 * user's click (browsers open file choosers only on a user gesture). Resolves null on cancel.
 * For the source 'Camera', where the browser has a camera (getUserMedia in a secure context), a
 * live view takes the photo instead; without one (or without permission) the file input is used.
 */
export function createWebCameraAdapter(doc: Document = document): CameraAdapter {
  return {
    async getPhoto(options) {
      const media = doc.defaultView?.navigator.mediaDevices;
      if (options.source === 'Camera' && doc.defaultView?.isSecureContext && typeof media?.getUserMedia === 'function') {
        const stream = await media
          .getUserMedia({ video: { facingMode: options.direction === 'Front' ? 'user' : 'environment' }, audio: false })
          .catch((error: unknown) => {
            logger.info('No camera stream; choosing a file instead.', error instanceof Error ? error.name : error);
            return null;
          });
        if (stream) return liveCameraPhoto(doc, stream, options);
      }
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

/**
 * A live camera view over the page (a modal dialog): 'Foto aufnehmen' takes the frame as a JPEG
 * (quality and width from the options), 'Abbrechen' or Escape resolves null. The stream stops either way.
 */
export function liveCameraPhoto(doc: Document, stream: MediaStream, options: CameraOptions): Promise<Photo | null> {
  const t = platformStrings.camera;
  return new Promise((resolve) => {
    const dialog = doc.createElement('dialog');
    dialog.className = 'nt-camera';
    dialog.style.cssText = 'width:min(560px,calc(100vw - 24px));padding:12px;border:0;border-radius:18px;background:#2b2622';
    dialog.setAttribute('aria-label', t.title);
    const video = doc.createElement('video');
    video.autoplay = true;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    video.style.cssText = 'display:block;width:100%;max-height:70vh;border-radius:12px;background:#000';
    const actions = doc.createElement('div');
    actions.className = 'nt-camera__actions';
    actions.style.cssText = 'display:flex;justify-content:space-between;gap:12px;margin-top:12px';
    const cancel = doc.createElement('button');
    cancel.type = 'button';
    cancel.className = 'nt-button';
    cancel.textContent = t.cancel;
    const shoot = doc.createElement('button');
    shoot.type = 'button';
    shoot.className = 'nt-button nt-button--yellow';
    shoot.textContent = t.shoot;
    actions.append(cancel, shoot);
    dialog.append(video, actions);
    let settled = false;
    const finish = (photo: Photo | null) => {
      if (settled) return;
      settled = true;
      for (const track of stream.getTracks()) track.stop();
      dialog.remove();
      resolve(photo);
    };
    cancel.addEventListener('click', () => finish(null));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(null);
    });
    shoot.addEventListener('click', () => {
      const scale = Math.min(1, options.width / Math.max(1, video.videoWidth));
      const canvas = doc.createElement('canvas');
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          if (blob) globalThis.performance?.mark?.('nahtlos:photo-chosen');
          finish(blob ? { blob, name: 'kamera.jpeg' } : null);
        },
        'image/jpeg',
        options.quality / 100,
      );
    });
    doc.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    shoot.focus();
  });
}

