import sharp from 'sharp';
import { HttpError } from '../http/errors';
import { ImageWorkUnavailable, type ImagePool } from './imagePool';

// Here sharp only reads headers (the image process decodes): one libvips thread, no operation cache.
sharp.concurrency(1);
sharp.cache(false);

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: more than any phone photo, far less than a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side: a 48 MP phone sensor is ~8000 px wide; the app's crops are 1600 × 2133. */
export const MAX_IMAGE_SIDE = 8000;
/** Long side over short side: a fabric photo is never a strip (the app crops to 3:4). */
export const MAX_ASPECT_RATIO = 10;
/** Stored images are scaled down to this longest side (the app crops to 1600 px wide). */
export const STORED_MAX_SIDE = 2000;

export interface StoredImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

type Format = 'jpeg' | 'png' | 'webp';

const invalid = (message: string, status = 400) => new HttpError(status, message, { details: [{ path: 'fabricImage', message }] });

function detectFormat(bytes: Buffer): Format | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * The bytes if `base64` is nothing but base64, else undefined. Node's decoder skips characters that
 * are not base64 and stops at '=', so any of them leaves fewer bytes than the length promises.
 */
function strictBase64(base64: string): Buffer | undefined {
  if (base64.length === 0 || base64.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length === Buffer.byteLength(base64, 'base64') ? bytes : undefined;
}

/**
 * Decodes base64 (optionally a data: URL, optionally with line breaks) and checks it really is base64.
 * This runs on the event loop, so it is one native pass without extra copies; a regex over the whole
 * string cost 5× that, so whitespace is only looked for when the plain decode comes up short.
 */
export function decodeBase64Image(input: string): Buffer {
  const withoutPrefix = input.replace(/^data:image\/(jpeg|jpg|png|webp);base64,/i, '');
  const bytes = strictBase64(withoutPrefix) ?? strictBase64(withoutPrefix.replace(/\s+/g, ''));
  if (!bytes) throw invalid('fabricImage ist kein gültiges Base64.');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalid('fabricImage ist größer als 10 MB.');
  return bytes;
}

/**
 * Reads only the header (sharp's metadata() decodes no pixels) and refuses by size and shape, so a
 * tiny file claiming 20000 × 20000 or 1 × 39,000,000 pixels costs microseconds, not seconds.
 */
export async function checkImageHeader(bytes: Buffer): Promise<void> {
  const format = detectFormat(bytes);
  if (!format) throw invalid('fabricImage muss JPEG, PNG oder WebP sein.');
  let width: number;
  let height: number;
  try {
    // limitInputPixels is checked below with a clearer message; here it would only say "cannot read".
    const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (meta.format !== format) throw invalid('fabricImage: Dateiinhalt passt nicht zum Format.');
    ({ width, height } = meta);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid('fabricImage konnte nicht gelesen werden.');
  }
  const size = `dieses Bild: ${width} × ${height} Pixel`;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw invalid(`fabricImage ist zu groß: höchstens ${MAX_IMAGE_SIDE} Pixel je Seite und 40 Megapixel (${size}).`);
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw invalid(`fabricImage ist zu schmal oder zu lang: Seitenverhältnis höchstens 1:${MAX_ASPECT_RATIO} (${size}).`);
  }
}

/**
 * Checks base64, format and the header's dimensions right away, then decodes and re-encodes to a clean
 * JPEG (drops metadata and anything hidden in the file) in the image pool, which answers 503 when full.
 */
export async function normaliseFabricImage(base64: string, pool: ImagePool): Promise<StoredImage> {
  const bytes = decodeBase64Image(base64);
  await checkImageHeader(bytes);
  const result = await pool.reencode({ bytes, limitInputPixels: MAX_IMAGE_PIXELS, maxSide: STORED_MAX_SIDE, quality: 85 });
  if ('jpeg' in result) return result;
  const seconds = pool.limits.timeoutSeconds;
  switch (result.error) {
    // The clock runs only while this image is decoded (not while it waits for the pool), so running
    // out of time is the file's doing: 422, and retrying the same file would not help.
    case 'timeout':
      throw invalid(`fabricImage ist zu aufwendig: es ließ sich nicht in ${seconds} Sekunden verarbeiten.`, 422);
    case 'crashed':
      throw new ImageWorkUnavailable(pool.limits.retryAfterSeconds, 'Das Bild konnte gerade nicht verarbeitet werden. Bitte versuche es gleich noch einmal.');
    default:
      throw invalid('fabricImage konnte nicht gelesen werden.');
  }
}
