import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import type { Catalogue } from '../../content/lib/catalogue';
import { MEDIA_ROOT, MEDIA_URL } from '../../content/lib/media';
import { customFabrics, orders, patternProjects, products, stashEntries, users } from '../db/schema';
import { checkFabricJpeg, DEMO_FABRIC_SIZE, linenFabricJpeg } from './demoFabrics';
import { demoEbooks, renderEbookCover, renderEbookPdf } from './ebooks';
import { projectDrawing } from './projectDrawing';
import demoAccount from './demo-account.json';

/** Also read by `pnpm start`/`pnpm serve`, which show it once the server is ready (shell/scripts/config.mjs). */
export const DEMO_ACCOUNT: Readonly<{ email: string; password: string; username: string }> = demoAccount;

/**
 * Inserts the e-book products once; an existing product gets the current cover when its cover differs (covers are
 * drawn from the content `catalogue`'s pattern drawings when there is one, else from simple outlines).
 */
export async function seedProducts(db: Database, catalogue?: Catalogue): Promise<void> {
  for (const book of demoEbooks) {
    const cover = await renderEbookCover(book, catalogue);
    const [existing] = await db.select({ id: products.id, cover: products.coverJpeg }).from(products).where(eq(products.id, book.id));
    if (existing) {
      if (!Buffer.from(existing.cover).equals(cover)) await db.update(products).set({ coverJpeg: cover }).where(eq(products.id, book.id));
      continue;
    }
    await db
      .insert(products)
      .values({
        id: book.id,
        name: book.name,
        subline: book.subline,
        size: book.size,
        coverJpeg: cover,
        pdf: await renderEbookPdf(book),
      })
      .onConflictDoNothing();
  }
}

/** A fabric's image as the configurator embeds it in a saved drawing: JPEG bytes and the fabric's size. */
interface FabricImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** A shipped fabric's tile from the built release's media (null for plain colours or without the release). */
function releaseFabricImage(catalogue: Catalogue | undefined, fabricId: string): FabricImage | null {
  const fabric = catalogue?.fabrics.find((f) => f.id === fabricId);
  if (!fabric?.path || !fabric.width || !fabric.height) return null;
  try {
    return { jpeg: readFileSync(join(MEDIA_ROOT, fabric.path.slice(MEDIA_URL.length + 1))), width: fabric.width, height: fabric.height };
  } catch {
    return null;
  }
}

/**
 * The project drawing as the configurator saves it: the pattern with its areas filled — a fabric with an image as
 * an SVG pattern of that image (inlined, scaled to cover the drawing like the configurator's tileSize), a plain
 * colour as its colour.
 */
function projectSvg(catalogue: Catalogue | undefined, patternId: string, areas: [area: string, fabric: string, fill: string][], images: Map<string, FabricImage>): string {
  const colours = Object.fromEntries(areas.map(([id, , fill]) => [id, fill]));
  try {
    const textured = Object.fromEntries(areas.map(([id, fabric, fill]) => [id, images.has(fabric) ? `url(#${fabricPatternId(fabric)})` : fill]));
    const drawing = catalogue && projectDrawing(catalogue, patternId, textured);
    if (drawing) {
      const [, , width, height] = (/viewBox="([^"]+)"/.exec(drawing)?.[1] ?? '0 0 500 600').split(/\s+/).map(Number) as number[];
      const used = new Set(areas.map(([, fabric]) => fabric).filter((fabric) => images.has(fabric)));
      const patterns = [...used].map((fabric) => {
        const image = images.get(fabric)!;
        const scale = Math.max(width! / image.width, height! / image.height);
        const w = Math.ceil(image.width * scale), h = Math.ceil(image.height * scale);
        return (
          `<pattern id="${fabricPatternId(fabric)}" patternUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
          `<image href="data:image/jpeg;base64,${image.jpeg.toString('base64')}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/></pattern>`
        );
      });
      return patterns.length ? drawing.replace(/^(<svg[^>]*>)/, `$1<defs>${patterns.join('')}</defs>`) : drawing;
    }
  } catch {
    // The content catalogue is optional for seeding; fall back to a simple shape.
  }
  const main = colours.hauptstoff ?? '#cccccc';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600"><path data-area="hauptstoff" d="M150 60h200l50 480H100z" fill="${main}"/></svg>`;
}

/** The id the configurator gives a fabric's pattern in a saved drawing. */
const fabricPatternId = (fabricId: string) => `fabric-${fabricId.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

/**
 * The demo account's stash: two shipped fabrics and its own check. The ids come from the account's, so seeding
 * again (every start, or two instances at once) adds nothing, and an entry the user deleted stays a tombstone.
 */
async function seedDemoStash(db: Database, userId: string): Promise<void> {
  const [check] = await db
    .select({ id: customFabrics.id })
    .from(customFabrics)
    .where(and(eq(customFabrics.userId, userId), eq(customFabrics.name, 'Omas Karostoff'), eq(customFabrics.deleted, false)));
  const pieces = [
    { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140, note: 'Vom Stoffmarkt', boughtOn: '2026-03-14' },
    { fabricId: 'tupfen-puder', lengthCm: 100, widthCm: 140, note: '', boughtOn: null },
    ...(check ? [{ fabricId: check.id, lengthCm: 70, widthCm: 140, note: 'Rest von Oma', boughtOn: null }] : []),
  ];
  const now = new Date();
  await db
    .insert(stashEntries)
    .values(pieces.map((piece, index) => ({ id: `${userId}-stash-${index + 1}`, userId, ...piece, revision: 1, updatedAt: new Date(now.getTime() - index * 60_000) })))
    .onConflictDoNothing();
}

/**
 * The demo account with projects, own fabrics, a stash and two e-book orders; an existing one only gets the stash
 * it may lack (seeded before the stash existed). The project drawings come from the built content `catalogue`
 * (without one: a simple shape).
 */
export async function seedDemoAccount(db: Database, catalogue?: Catalogue): Promise<boolean> {
  await seedProducts(db, catalogue);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) {
    await seedDemoStash(db, existing.id);
    return false;
  }
  const userId = ulid();
  const now = new Date();
  await db.insert(users).values({
    id: userId,
    username: DEMO_ACCOUNT.username,
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    activatedAt: now,
  });
  const fabricIds = [ulid(), ulid()];
  const ownFabrics = [
    { id: fabricIds[0]!, name: 'Omas Karostoff', jpeg: await checkFabricJpeg() },
    { id: fabricIds[1]!, name: 'Blaues Leinen', jpeg: await linenFabricJpeg() },
  ];
  await db.insert(customFabrics).values(ownFabrics.map(({ id, name, jpeg }) => ({ id, userId, name, ...DEMO_FABRIC_SIZE, image: jpeg, revision: 1, updatedAt: now })));
  // Areas reference shipped fabrics and plain colours of the content catalogue, and the own fabrics above.
  const projects: { name: string; pattern: string; areas: [area: string, fabric: string, fill: string][] }[] = [
    {
      name: 'Emil für Paul',
      pattern: 'kinderhose-emil',
      areas: [['hauptstoff', 'ringel-ostsee', '#4f7a94'], ['taschen', 'farbe-senf', '#d6a435'], ['bund', 'farbe-senf', '#d6a435'], ['buendchen', 'farbe-creme', '#f4eee3']],
    },
    {
      name: 'Sommerbody',
      pattern: 'body-lotte',
      areas: [['hauptstoff', fabricIds[0]!, '#9b5d4a'], ['aermel', 'farbe-altrosa', '#d39a98'], ['buendchen', 'farbe-creme', '#f4eee3']],
    },
    {
      name: 'Ella Geburtstag',
      pattern: 'rueschenkleid-ella',
      areas: [['hauptstoff', 'tupfen-puder', '#efd3cb'], ['aermel', 'farbe-puder', '#efd3cb'], ['bund', 'farbe-beere', '#94405e'], ['ruesche', fabricIds[1]!, '#4a6f9b']],
    },
  ];
  const images = new Map<string, FabricImage>(ownFabrics.map(({ id, jpeg }) => [id, { jpeg, ...DEMO_FABRIC_SIZE }]));
  for (const [, fabric] of projects.flatMap((project) => project.areas)) {
    const image = images.has(fabric) ? null : releaseFabricImage(catalogue, fabric);
    if (image) images.set(fabric, image);
  }
  await db.insert(patternProjects).values(
    projects.map((project, index) => ({
      id: ulid(),
      userId,
      name: project.name,
      sewingPattern: { id: project.pattern, areas: project.areas.map(([id, fabric]) => ({ id, fabric })) },
      svg: projectSvg(catalogue, project.pattern, project.areas, images),
      revision: 1,
      updatedAt: new Date(now.getTime() - index * 60_000),
    })),
  );
  await db.insert(orders).values(demoEbooks.map((book) => ({ id: ulid(), userId, productId: book.id })));
  await seedDemoStash(db, userId);
  return true;
}
