/**
 * SPEC sections 6 and 9: the share image (800×800, 780 inner, offset 10), JPEG when sharing (iOS:
 * 'Design teilen') else PNG ('Design speichern'), file named after the project id.
 * On the web: 'Design teilen' opens the browser's share sheet with the image as a file where the browser
 * can share files (`navigator.canShare({ files })`), otherwise the image is downloaded; 'Design speichern'
 * downloads it. In the app: the kernel's share sheet (iOS) or the gallery (Android).
 */
import { getProjectPng, isNativePlatform, logger, shareDesignNative } from '@nahtlos/platform';
import { strings } from './strings';
import { loadExporting } from './drawing/loadExporting';

export function isIOS(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  // iPadOS reports itself as a Mac with touch
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}

/** What happened to the image on the web. */
export type WebShareOutcome = 'shared' | 'cancelled' | 'downloaded';

type ShareNavigator = Partial<Pick<Navigator, 'canShare' | 'share'>>;

/**
 * The web's way for one image file: the share sheet when `sharing` and the browser can share this file,
 * else a download. Closing the share sheet (AbortError) is the user's choice: 'cancelled', nothing else
 * happens. Any other share failure (no user activation left, share target failed) is logged and the
 * image is downloaded instead, so the button never does nothing.
 */
export async function shareOrDownloadOnWeb(file: File, title: string, sharing: boolean, nav: ShareNavigator = navigator): Promise<WebShareOutcome> {
  if (sharing && typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      logger.warn(`Sharing ${file.name} failed; it is downloaded instead.`, error);
    }
  }
  download(file);
  return 'downloaded';
}

function download(file: File) {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Resolves true when the image was shared or saved, false when the user cancelled the share sheet. */
export async function shareOrDownload(projectId: string, title: string, preview: Blob, sharing: boolean, caption: string[] = []): Promise<boolean> {
  const type = sharing ? 'image/jpeg' : 'image/png';
  const { renderShareImage } = await loadExporting();
  const image = await renderShareImage(preview, type, caption);
  if (isNativePlatform()) return shareDesignNative({ projectId, image });
  const file = new File([image], `${projectId}.${sharing ? 'jpg' : 'png'}`, { type });
  return (await shareOrDownloadOnWeb(file, title, sharing)) !== 'cancelled';
}

/**
 * The details page's 'Design teilen' / 'Design speichern': builds the share image from the stored
 * preview (with the size and yardage as its caption, when known) and shares or saves it. Returns what the user is told afterwards: the saved toast, the German
 * error when no image could be made, or null when the user closed the share sheet (no message).
 */
export async function shareProject(project: { id: string; name: string }, sharing: boolean, caption: string[] = []): Promise<string | null> {
  try {
    const png = await getProjectPng(project.id);
    if (!png) throw new Error('No preview stored.');
    const done = await shareOrDownload(project.id, project.name, png, sharing, caption);
    return done ? strings.share.savedToGallery : null;
  } catch (error) {
    logger.error(`Sharing ${project.id} failed.`, error);
    return strings.configurator.shareFailed;
  }
}
