/**
 * Sharing a design (SPEC sections 6 and 8). iOS: the share sheet ('Design teilen') with the image
 * as a file. Android ('Design speichern'): the image is saved to the gallery (Pictures/{product}),
 * which needs the storage permission; a failure shows the alert 'Das Schnittmuster konnte nicht in
 * deiner Gallery gespeichert werden.' and resolves false.
 */
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import { brand } from '../../ui/brand';
import { strings } from '../../ui/strings';
import { logger } from '../logging/logger';
import { blobToBase64 } from '../storage/blobs';
import { isCancel } from './camera';
import { devicePlatform } from './platform';

export const SHARE_TITLE = 'Design teilen';

export interface ShareImage {
  projectId: string;
  image: Blob;
}

const extensionOf = (blob: Blob) => (blob.type === 'image/png' ? 'png' : 'jpg');

/** iOS: the share sheet. Resolves false when the user closed it. */
export async function shareDesignFile({ projectId, image }: ShareImage): Promise<boolean> {
  const { uri } = await Filesystem.writeFile({
    path: `share/${projectId}.${extensionOf(image)}`,
    directory: Directory.Cache,
    data: await blobToBase64(image),
    recursive: true,
  });
  try {
    await Share.share({ title: SHARE_TITLE, files: [uri], dialogTitle: SHARE_TITLE });
    return true;
  } catch (error) {
    if (isCancel(error)) return false;
    throw error;
  }
}

/** Android: storage permission, then the image into Pictures/{product}/{projectId}.png. */
export async function saveDesignToGallery({ projectId, image }: ShareImage, alert: (text: string) => void = (text) => window.alert(text)): Promise<boolean> {
  try {
    let permission = await Filesystem.checkPermissions();
    if (permission.publicStorage !== 'granted') permission = await Filesystem.requestPermissions();
    if (permission.publicStorage !== 'granted') throw new Error('storage permission denied');
    await Filesystem.writeFile({
      path: `Pictures/${brand.name}/${projectId}.${extensionOf(image)}`,
      directory: Directory.ExternalStorage,
      data: await blobToBase64(image),
      recursive: true,
    });
    return true;
  } catch (error) {
    logger.error(`Saving ${projectId} to the gallery failed.`, error);
    alert(strings.errors.gallerySaveFailed);
    return false;
  }
}

/** The platform's way: share sheet on iOS, gallery on Android. */
export function shareDesignNative(share: ShareImage): Promise<boolean> {
  return devicePlatform() === 'ios' ? shareDesignFile(share) : saveDesignToGallery(share);
}
