import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export async function jpegBase64(width = 64, height = 48, colour = '#aa5533'): Promise<string> {
  return (await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer()).toString('base64');
}

export async function pngBase64(width = 32, height = 32): Promise<string> {
  return (await sharp({ create: { width, height, channels: 4, background: '#3366aa80' } }).png().toBuffer()).toString('base64');
}

export async function webpBase64(width = 32, height = 32): Promise<string> {
  return (await sharp({ create: { width, height, channels: 3, background: '#33aa66' } }).webp().toBuffer()).toString('base64');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, complete greyscale PNG of width × height white pixels, made without decoding anything:
 * 1 × 39,000,000 is 78 MB of pixel rows that deflate to ~75 KB (the decompression bomb of issue 14).
 */
export function whitePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bit, greyscale, deflate, no filter method, not interlaced
  const row = Buffer.alloc(1 + width, 0xff);
  row[0] = 0; // filter type "none"
  const rows = Buffer.alloc(row.length * height);
  for (let offset = 0; offset < rows.length; offset += row.length) row.copy(rows, offset);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header (SOF0/SOF2) is patched to claim width × height. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa5533' } }).jpeg().toBuffer();
  for (let i = 2; i + 9 < jpeg.length; ) {
    if (jpeg[i] !== 0xff) throw new Error('unexpected JPEG layout');
    const marker = jpeg[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, i + 5); // segment: FF Cn, length (2), precision (1), height (2), width (2)
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('no frame header found');
}
