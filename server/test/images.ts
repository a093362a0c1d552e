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
