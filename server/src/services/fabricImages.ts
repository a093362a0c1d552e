import sharp from 'sharp';
import { HttpError } from '../http/errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: more than any phone photo, far less than a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to this longest side (the app crops to 1600 px wide). */
const MAX_SIDE = 2000;

export interface StoredImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

const invalid = (message: string) => new HttpError(400, message, { details: [{ path: 'fabricImage', message }] });

function detectFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Decodes base64 (optionally a data: URL) after checking it really is base64. */
export function decodeBase64Image(input: string): Buffer {
  const withoutPrefix = input.replace(/^data:image\/(jpeg|jpg|png|webp);base64,/i, '');
  const compact = withoutPrefix.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw invalid('fabricImage ist kein gültiges Base64.');
  }
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalid('fabricImage ist größer als 10 MB.');
  return bytes;
}

/** Checks format and size, then re-encodes to a clean JPEG (drops metadata and anything hidden in the file). */
export async function normaliseFabricImage(base64: string): Promise<StoredImage> {
  const bytes = decodeBase64Image(base64);
  const format = detectFormat(bytes);
  if (!format) throw invalid('fabricImage muss JPEG, PNG oder WebP sein.');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw invalid('fabricImage: Dateiinhalt passt nicht zum Format.');
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid('fabricImage konnte nicht gelesen werden.');
  }
}
