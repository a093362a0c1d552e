/**
 * Sharing a design (SPEC sections 6 and 8). iOS: the share sheet ('Design teilen') with the image
 * as a file. Android ('Design speichern'): the image is saved to the gallery, in the album
 * '{product}', through @capacitor-community/media (MediaStore). Writing to public storage with the
 * Filesystem plugin fails on Android 10+ (scoped storage); the media plugin writes to the app's
 * media folder (`getAlbumsPath()`, scanned into the gallery) and needs no storage permission
 * (only its opt-in "gallery mode" would, which the app does not use). A failure shows the alert
 * 'Das Schnittmuster konnte nicht in deiner Gallery gespeichert werden.' and resolves false.
 */
import { Media } from '@capacitor-community/media';
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import { brand } from '@nahtlos/contract/brand';
import { platformStrings } from '../../strings';
import { logger } from '../logging/logger';
import { blobToBase64 } from '../storage/blobs';
import { isCancel } from './camera';
import { devicePlatform } from './platform';

export const SHARE_TITLE = 'Design teilen';
/** The gallery album designs are saved to on Android. */
export const GALLERY_ALBUM = brand.name;

export interface ShareImage {
  projectId: string;
  image: Blob;
}

const extensionOf = (blob: Blob) => (blob.type === 'image/png' ? 'png' : 'jpg');

/** Writes the image to the cache directory; the file URI is what the share sheet and MediaStore read. */
async function writeToCache({ projectId, image }: ShareImage): Promise<{ path: string; uri: string }> {
  const path = `share/${projectId}.${extensionOf(image)}`;
  const { uri } = await Filesystem.writeFile({ path, directory: Directory.Cache, data: await blobToBase64(image), recursive: true });
  return { path, uri };
}

/** iOS: the share sheet. Resolves false when the user closed it. */
export async function shareDesignFile(share: ShareImage): Promise<boolean> {
  const { uri } = await writeToCache(share);
  try {
    await Share.share({ title: SHARE_TITLE, files: [uri], dialogTitle: SHARE_TITLE });
    return true;
  } catch (error) {
    if (isCancel(error)) return false;
    throw error;
  }
}

/**
 * Android: the album's identifier, creating the album when it is missing. On Android an album is
 * a folder under `getAlbumsPath()` and its identifier is that folder's path (a name alone is not
 * unique: other apps may have an album of the same name).
 */
export async function galleryAlbumIdentifier(): Promise<string> {
  const { path } = await Media.getAlbumsPath();
  const identifier = `${path.replace(/\/+$/, '')}/${GALLERY_ALBUM}`;
  const exists = async () => (await Media.getAlbums()).albums.some((album) => album.identifier === identifier);
  if (await exists()) return identifier;
  try {
    await Media.createAlbum({ name: GALLERY_ALBUM });
  } catch (error) {
    // 'Album already exists' when another save created it meanwhile: fine if it is there now
    if (!(await exists())) throw error;
  }
  return identifier;
}

/** Android: the image into the gallery album '{product}' as {projectId}.png|jpg. */
export async function saveDesignToGallery(share: ShareImage, alert: (text: string) => void = (text) => window.alert(text)): Promise<boolean> {
  let cached: string | null = null;
  try {
    const albumIdentifier = await galleryAlbumIdentifier();
    const file = await writeToCache(share);
    cached = file.path;
    // fileName without extension: the plugin keeps the cached file's
    await Media.savePhoto({ path: file.uri, albumIdentifier, fileName: share.projectId });
    return true;
  } catch (error) {
    logger.error(`Saving ${share.projectId} to the gallery failed.`, error);
    alert(platformStrings.errors.gallerySaveFailed);
    return false;
  } finally {
    if (cached) {
      const path = cached;
      await Filesystem.deleteFile({ path, directory: Directory.Cache }).catch((error) => logger.warn(`Shared image ${path} could not be removed from the cache.`, error));
    }
  }
}

/** The platform's way: share sheet on iOS, gallery on Android. */
export function shareDesignNative(share: ShareImage): Promise<boolean> {
  return devicePlatform() === 'ios' ? shareDesignFile(share) : saveDesignToGallery(share);
}
