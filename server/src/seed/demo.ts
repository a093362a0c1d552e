import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import type { Catalogue } from '../../content/lib/catalogue';
import { customFabrics, orders, patternProjects, products, users } from '../db/schema';
import { checkFabricJpeg, DEMO_FABRIC_SIZE, linenFabricJpeg } from './demoFabrics';
import { demoEbooks, renderEbookCover, renderEbookPdf } from './ebooks';
import { projectDrawing } from './projectDrawing';

export const DEMO_ACCOUNT = { email: 'demo@nahtlos.de', password: 'nahtlos-demo', username: 'demo' } as const;

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

/** The project drawing as the configurator would save it: the pattern with its areas filled. */
function projectSvg(catalogue: Catalogue | undefined, patternId: string, fills: Record<string, string>): string {
  try {
    const drawing = catalogue && projectDrawing(catalogue, patternId, fills);
    if (drawing) return drawing;
  } catch {
    // The content catalogue is optional for seeding; fall back to a simple shape.
  }
  const main = fills.hauptstoff ?? '#cccccc';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600"><path data-area="hauptstoff" d="M150 60h200l50 480H100z" fill="${main}"/></svg>`;
}

/**
 * The demo account with projects, own fabrics and two e-book orders; does nothing if it exists. The project
 * drawings come from the built content `catalogue` (without one: a simple shape).
 */
export async function seedDemoAccount(db: Database, catalogue?: Catalogue): Promise<boolean> {
  await seedProducts(db, catalogue);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return false;
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
  await db.insert(customFabrics).values([
    { id: fabricIds[0]!, userId, name: 'Omas Karostoff', ...DEMO_FABRIC_SIZE, image: await checkFabricJpeg(), revision: 1, updatedAt: now },
    { id: fabricIds[1]!, userId, name: 'Blaues Leinen', ...DEMO_FABRIC_SIZE, image: await linenFabricJpeg(), revision: 1, updatedAt: now },
  ]);
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
  await db.insert(patternProjects).values(
    projects.map((project, index) => ({
      id: ulid(),
      userId,
      name: project.name,
      sewingPattern: { id: project.pattern, areas: project.areas.map(([id, fabric]) => ({ id, fabric })) },
      svg: projectSvg(catalogue, project.pattern, Object.fromEntries(project.areas.map(([id, , fill]) => [id, fill]))),
      revision: 1,
      updatedAt: new Date(now.getTime() - index * 60_000),
    })),
  );
  await db.insert(orders).values(demoEbooks.map((book) => ({ id: ulid(), userId, productId: book.id })));
  return true;
}
