/**
 * SPEC sections 6 and 9: the share image (800×800, 780 inner, offset 10), JPEG when sharing (iOS:
 * 'Design teilen') else PNG ('Design speichern'), file named after the project id. Web Share with files
 * where the platform offers it, otherwise a download. In the app: the share sheet (iOS) or the gallery (Android).
 */
import { isNativePlatform, shareDesignNative } from '@nahtlos/shared-kernel';
import { renderShareImage } from './drawing/export';

export function isIOS(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  // iPadOS reports itself as a Mac with touch
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}

/** Resolves true when the image was shared or saved, false when the user cancelled the share sheet. */
export async function shareOrDownload(projectId: string, title: string, preview: Blob, sharing: boolean): Promise<boolean> {
  const type = sharing ? 'image/jpeg' : 'image/png';
  const image = await renderShareImage(preview, type);
  if (isNativePlatform()) return shareDesignNative({ projectId, image });
  const fileName = `${projectId}.${sharing ? 'jpg' : 'png'}`;
  if (sharing && typeof File !== 'undefined') {
    const file = new File([image], fileName, { type });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title });
        return true;
      } catch (error) {
        if ((error as DOMException)?.name === 'AbortError') return false;
        // fall through to the download
      }
    }
  }
  const url = URL.createObjectURL(image);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return true;
}
