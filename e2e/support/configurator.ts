/** Helpers of the configurator journeys (mf-configurator). */
import { expect, type Page } from '@playwright/test';
import { kernelStorageExists, storedValue } from './storage';

export const drawing = (page: Page) => page.locator('svg.cfg-drawing');

/** Waits until the drawing is drawn and its area groups are prepared (SPEC: 300 ms after drawing). */
export async function waitForDrawing(page: Page) {
  await expect(drawing(page)).toHaveAttribute('data-prepared', 'true');
}

/** The current fill attribute of every area path on screen. */
export async function areaFills(page: Page): Promise<Record<string, string>> {
  return drawing(page).evaluate((svg) => {
    const fills: Record<string, string> = {};
    for (const path of Array.from(svg.querySelectorAll('#areas path[data-area]'))) fills[path.getAttribute('data-area')!] = path.getAttribute('fill')!;
    return fills;
  });
}

/** A point (client coordinates) inside an area and outside every area drawn above it. */
export async function pointInArea(page: Page, areaId: string): Promise<{ x: number; y: number }> {
  return drawing(page).evaluate((svg, id) => {
    const paths = Array.from(svg.querySelectorAll<SVGPathElement>('#areas path[data-area]'));
    const index = paths.findIndex((path) => path.getAttribute('data-area') === id);
    const path = paths[index];
    const box = path.getBBox();
    for (let step = 0; step < 400; step += 1) {
      const fx = ((step * 37) % 97) / 97;
      const fy = ((step * 61) % 89) / 89;
      const point = new DOMPoint(box.x + box.width * (0.1 + 0.8 * fx), box.y + box.height * (0.1 + 0.8 * fy));
      if (!path.isPointInFill(point)) continue;
      if (paths.slice(index + 1).some((other) => other.isPointInFill(point))) continue;
      const screen = point.matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
      return { x: screen.x, y: screen.y };
    }
    throw new Error(`No free point in ${id}`);
  }, areaId);
}

/** Reads the project list the kernel persisted for the anonymous account (IndexedDB via localforage). */
export async function storedProjects(page: Page): Promise<{ id: string; name: string; deleted: boolean; updatedAt: number }[]> {
  const value = await storedValue<string | { id: string; name: string; deleted: boolean; updatedAt: number }[]>(page, 'projects:anonymous');
  return value ? (typeof value === 'string' ? JSON.parse(value) : value) : [];
}

/** Width and height from a PNG's IHDR chunk. */
export function pngDimensions(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** Writes the anonymous account's project list the way the kernel stores it (one JSON text), once its storage exists. */
export async function writeStoredProjects(page: Page, projects: unknown[]): Promise<void> {
  await expect.poll(() => kernelStorageExists(page)).toBe(true);
  await page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('Nahtlos');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('kv', 'readwrite');
          transaction.objectStore('kv').put(JSON.stringify(list), 'projects:anonymous');
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    projects,
  );
}

/** The configurator's drafts on this device (localStorage `nahtlos:draft:*`): key → the fills kept. */
export async function storedDrafts(page: Page): Promise<Record<string, Record<string, string | null>>> {
  return page.evaluate(() => {
    const drafts: Record<string, Record<string, string | null>> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      if (key.startsWith('nahtlos:draft:')) drafts[key] = (JSON.parse(localStorage.getItem(key)!) as { fills: Record<string, string | null> }).fills;
    }
    return drafts;
  });
}
