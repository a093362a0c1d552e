/**
 * Helpers of the photo-feature journey: photo fixtures made at run time with sharp (the server's
 * image library; no binaries in the repo), the purchase through the web checkout (the dev stand-in),
 * and the server's view of the account's custom fabrics.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createActiveAccount, loginThroughUi, type TestUser } from './account';
import { repoRoot } from './deployment';

/** The part of sharp used here (sharp is the server's dependency, loaded from there). */
interface SharpImage {
  removeAlpha(): SharpImage;
  raw(): SharpImage;
  jpeg(options: { quality: number; mozjpeg?: boolean }): SharpImage;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<{ width?: number; height?: number; format?: string }>;
}
type Sharp = (input?: unknown, options?: unknown) => SharpImage;
const sharp = createRequire(path.join(repoRoot, 'server/package.json'))('sharp') as Sharp;

export interface FileFixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

let twelveMp: Promise<FileFixture> | null = null;
/** A 12 MP (4000 × 3000) camera-like JPEG: a fabric-like print with grain, about 3–5 MB. */
export function twelveMegapixelJpeg(): Promise<FileFixture> {
  twelveMp ??= (async () => {
    const width = 4000;
    const height = 3000;
    // a woven-looking print: stripes and dots, then sensor-like grain
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <pattern id="p" width="160" height="160" patternUnits="userSpaceOnUse">
          <rect width="160" height="160" fill="#d9c7b0"/>
          <rect width="160" height="40" fill="#3e6b8a"/>
          <circle cx="80" cy="110" r="26" fill="#f2c94c"/>
          <circle cx="20" cy="110" r="10" fill="#b5523b"/>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#p)"/>
    </svg>`;
    const print = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
      .raw()
      .toBuffer();
    for (let index = 0; index < print.length; index++) print[index] = Math.max(0, Math.min(255, print[index]! + (grain[index]! - 128)));
    const buffer = await sharp(print, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88, mozjpeg: false }).toBuffer();
    return { name: 'stoff-12mp.jpg', mimeType: 'image/jpeg', buffer };
  })();
  return twelveMp;
}

/** A JPEG that is none: the start-of-image marker, then noise (the browser cannot decode it). */
export function corruptJpeg(): FileFixture {
  const junk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < junk.length; index++) junk[index] = (index * 7919 + 13) % 251;
  return { name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), junk]) };
}

/** A small PDF (not an image type the cropper accepts). */
export function pdfFile(): FileFixture {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name: 'anleitung.pdf', mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** JPEG width and height from its SOF marker. */
export async function jpegSize(buffer: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(buffer).metadata();
  return { width: meta.width!, height: meta.height!, format: meta.format! };
}

/**
 * Buys the camera feature on /foto-feature as the logged-in user would on the web: 'Los geht's' → the
 * server's checkout page (the dev stand-in for Stripe's) → 'Bezahlen' → back on /foto-feature.
 */
export async function buyCameraFeature(page: Page): Promise<string> {
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_[a-f0-9]{24}$/);
  const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/foto-feature$/);
  return sessionId;
}

/**
 * The account of `token` buys the camera feature through the web checkout without a browser: the
 * server's checkout session, the stand-in page's form, its signed webhook. Returns the session id.
 */
export async function buyForAccount(request: APIRequestContext, token: string): Promise<string> {
  const created = await request.post('/api/app/checkout', { headers: { Authorization: `Bearer ${token}` }, data: { product_id: 'extra_feature_camera' } });
  expect(created.status(), await created.text()).toBe(200);
  const { url, session_id: sessionId } = (await created.json()) as { url: string; session_id: string };
  const checkoutPage = await request.get(new URL(url).pathname);
  expect(checkoutPage.status()).toBe(200);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(await checkoutPage.text())![1]!;
  const paid = await request.post(`/dev/checkout/${sessionId}/pay`, { form: { _xsrf: xsrf }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return sessionId;
}

/** A fresh account that owns the camera feature (bought through the web checkout), logged in on `page`. */
export async function ownCameraFeature(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createActiveAccount(request);
  await buyForAccount(request, (await apiLogin(request, user)).token);
  await loginThroughUi(page, user);
  return user;
}

/** Clicks a camera button and hands the file chooser the given file. */
export async function choosePhoto(page: Page, button: ReturnType<Page['getByRole']>, file: FileFixture) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

export interface ServerFabric {
  fabric_id: string;
  name: string;
  width: number;
  height: number;
  deleted: boolean;
  /** the owned piece in cm ('Reicht mein Stoff?'), null when not given */
  length_cm?: number | null;
  width_cm?: number | null;
}

/** The colour of the small photo: a blue (red 62, green 107, blue 138). */
const SMALL_PHOTO_COLOUR = '#3e6b8a';

/** A 64 × 48 photo as the app uploads one (base64 JPEG), all in one blue. */
export async function smallJpegBase64(): Promise<string> {
  return (await sharp({ create: { width: 64, height: 48, channels: 3, background: SMALL_PHOTO_COLOUR } }).jpeg({ quality: 80 }).toBuffer()).toString('base64');
}

/**
 * The share of an image's pixels (a screenshot, PNG) in the small photo's blue, however the drawing's shading darkens
 * it: blue well above red. White, greys and black (an empty area, outlines) are not.
 */
export async function smallPhotoShare(image: Buffer): Promise<number> {
  const rgb = await sharp(image).removeAlpha().raw().toBuffer();
  let blue = 0;
  for (let i = 0; i < rgb.length; i += 3) if (rgb[i + 2] - rgb[i] > 25) blue += 1;
  return blue / (rgb.length / 3);
}

/**
 * A custom fabric of the account made on another device: uploaded through the app API with a small JPEG,
 * as that device's sync would. Returns its id.
 */
export async function uploadCustomFabric(request: APIRequestContext, token: string, name: string): Promise<string> {
  const id = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/app/custom-fabric', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { customFabric: { fabric_id: id, name, width: 64, height: 48, base_revision: 0 }, fabricImage: await smallJpegBase64() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

export async function serverCustomFabrics(request: APIRequestContext, token: string): Promise<ServerFabric[]> {
  const response = await request.get('/api/app/custom-fabrics', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { custom_fabrics: ServerFabric[] }).custom_fabrics;
}

export async function serverFabricImage(request: APIRequestContext, token: string, id: string): Promise<Buffer> {
  const response = await request.get(`/api/app/custom-fabric/image/${id}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return Buffer.from(((await response.json()) as { fabric_image: string }).fabric_image, 'base64');
}
