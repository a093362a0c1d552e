/**
 * Issue 39: the cutting plan ('Zuschnittplan') per fabric in the configurator's 'Stoffverbrauch' and on a design's
 * details page, laid from the pieces' real outlines; 'Zuschnittplan als PDF' (A4, one page per fabric, offline too) and
 * 'als SVG'. Against the real server and the real built remotes; the PDF is rendered with poppler's pdftoppm.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { waitForProviderServer } from '../support/account';
import { waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { repoRoot } from '../support/deployment';
import { remoteOrigin, shellOrigin } from '../support/origins';
import { cachedUrls } from '../support/storage';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

const areaButtons = (page: Page) => page.getByRole('group', { name: 'Bereiche' }).getByRole('button');
const fabricButtons = (page: Page) => page.locator('.cfg-fabrics button[data-fabric-id]');
const yardage = (page: Page) => page.getByTestId('yardage');
const plans = (page: Page) => page.getByTestId('cutting-plan');
/** The pieces' names as the plan labels them (each label is drawn twice: its white halo, then the text). */
const pieceLabels = (plan: Locator) => plan.locator('text.plan-label[font-weight="700"]').allTextContents();
const lengthOf = async (plan: Locator) => Number(await plan.getAttribute('data-length'));

/** A fabric in every area of the pattern (the n-th of each area's offer, so neighbours differ), then the size. */
async function designWithFabrics(page: Page, patternId: string, size: string) {
  await page.goto(`/configurator/${patternId}`);
  await waitForDrawing(page);
  const count = await areaButtons(page).count();
  for (let index = 0; index < count; index++) {
    await areaButtons(page).nth(index).click();
    await fabricButtons(page).nth(index % 3).click();
  }
  const panel = yardage(page);
  await panel.locator('summary').click();
  await panel.getByLabel('Deine Größe').selectOption(size);
  await expect(plans(page).first()).toBeVisible();
}

/** Every page of the PDF rendered to PNG by pdftoppm: the number of pages, and per page whether anything is drawn on it. */
function renderedPages(pdf: string): { pages: number; inked: boolean[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-pdf-'));
  execFileSync('pdftoppm', ['-r', '30', '-gray', pdf, path.join(dir, 'page')]);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.pgm')).sort();
  const inked = files.map((name) => {
    // binary PGM: "P5\n<w> <h>\n255\n" then one byte per pixel; a blank page is all white
    const data = fs.readFileSync(path.join(dir, name));
    const header = /^P5\s+\d+\s+\d+\s+\d+\s/.exec(data.toString('latin1', 0, 40))![0].length;
    let dark = 0;
    for (let i = header; i < data.length; i++) if (data[i] < 200) dark++;
    return dark > 500;
  });
  return { pages: files.length, inked };
}

async function download(page: Page, name: 'Zuschnittplan als PDF' | 'Zuschnittplan als SVG'): Promise<{ file: string; suggested: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plan-')), saved.suggestedFilename());
  await saved.saveAs(file);
  return { file, suggested: saved.suggestedFilename() };
}

test("a design's plan: the pieces with their labels; the size and the width change it and its length", async ({ page }) => {
  await designWithFabrics(page, 'jacke-paul', '86/92');
  const first = yardage(page).locator('.cfg-need').first();
  const plan = first.getByTestId('cutting-plan');
  await first.getByLabel('Stoffbreite').selectOption('140');
  await expect(plan.locator('svg.plan-svg')).toHaveAttribute('aria-label', /^Zuschnittplan für .+: \d,\d\d m Stoff$/);
  const labels = await pieceLabels(plan);
  expect(labels.length).toBeGreaterThan(0);
  await expect(plan.locator('text.plan-label').filter({ hasText: /gegengleich|im Bruch/ }).first()).toBeAttached();
  await expect(plan.locator('.plan-grain').first()).toBeAttached();
  await expect(plan).toContainText(/Kaufe \d,\d0 m/);
  const at140 = await lengthOf(plan);

  await first.getByLabel('Stoffbreite').selectOption('90');
  await expect.poll(() => lengthOf(plan)).not.toBe(at140);
  expect(await lengthOf(plan)).toBeGreaterThan(at140);
  await expect(first.locator('.cfg-need-length')).toContainText(`bei 90 cm Breite`);

  await first.getByLabel('Stoffbreite').selectOption('140');
  await expect.poll(() => lengthOf(plan)).toBe(at140);
  await yardage(page).getByLabel('Deine Größe').selectOption('122/128');
  await expect.poll(() => lengthOf(plan)).toBeGreaterThan(at140);
  // the figure of the line and the plan are one computation
  const line = (await first.locator('.cfg-need-length').textContent()) ?? '';
  const metres = /(\d),(\d\d) m/.exec(line)!;
  expect(Number(metres[1]) * 100 + Number(metres[2])).toBe(await lengthOf(plan));

  await expectNoSeriousA11yViolations(page, "the configurator's 'Stoffverbrauch' with its cutting plans");
});

test("a fabric too narrow for a piece says 'Zu schmal für' in the plan, in red", async ({ page }) => {
  await designWithFabrics(page, 'rueschenkleid-ella', '122/128');
  const ruffle = yardage(page).locator('.cfg-need').filter({ has: page.getByLabel('Stoffbreite') });
  // the ruffle's Volant of size 122/128 is wider than 90 cm fabric even opened out
  for (const need of await ruffle.all()) await need.getByLabel('Stoffbreite').selectOption('90');
  const warning = plans(page).locator('text.plan-too-wide');
  await expect(warning.first()).toHaveText(/^Zu schmal für: .*Volant/);
  expect(await warning.first().evaluate((element) => getComputedStyle(element).fill)).toBe('rgb(179, 38, 30)');
  await expect(yardage(page).getByRole('status').filter({ hasText: 'Zu schmal für' }).first()).toBeVisible();
});

test('the PDF: A4, one non-blank page per fabric; the SVG: every plan at its real size; both offline too', async ({ page, context }) => {
  test.setTimeout(120_000);
  await designWithFabrics(page, 'jacke-paul', '86/92');
  const fabricCount = await plans(page).count();
  expect(fabricCount).toBeGreaterThan(1);

  const pdf = await download(page, 'Zuschnittplan als PDF');
  expect(pdf.suggested).toBe('Zuschnittplan Übergangsjacke Paul.pdf');
  expect(fs.readFileSync(pdf.file).subarray(0, 5).toString()).toBe('%PDF-');
  const rendered = renderedPages(pdf.file);
  expect(rendered).toEqual({ pages: fabricCount, inked: Array(fabricCount).fill(true) });
  const text = execFileSync('pdftotext', ['-layout', pdf.file, '-']).toString();
  expect(text).toContain('Zuschnittplan: Übergangsjacke Paul');
  expect(text).toContain('Größe 86/92');
  expect(text).toMatch(/Kaufe \d,\d0 m/);
  const size = execFileSync('pdfinfo', [pdf.file]).toString();
  expect(size).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);

  const svg = await download(page, 'Zuschnittplan als SVG');
  const markup = fs.readFileSync(svg.file, 'utf8');
  expect(markup.match(/<svg /g)?.length).toBe(fabricCount + 1);
  expect(markup).toMatch(/width="[\d.]+cm" height="[\d.]+cm"/);
  expect(markup).not.toContain('href="/media/'); // the prints are inside the file

  // offline: the plan's code (jsPDF too) was kept by the service worker with the configurator's other files
  const offlineFiles = (await (await page.request.get(`${remoteOrigin('mf_configurator')}/offline-files.json`)).json()) as { files: string[] };
  const exportChunks = offlineFiles.files.filter((file) => /^(cutting-plan-export|cutting-engine)\./.test(file));
  expect(exportChunks).toHaveLength(2);
  await expect
    .poll(async () => {
      const cached = new Set(await cachedUrls(page));
      return offlineFiles.files.map((file) => `${remoteOrigin('mf_configurator')}/${file}`).filter((url) => !cached.has(url));
    }, { timeout: 30_000 })
    .toEqual([]);
  await context.setOffline(true);
  await page.reload();
  // the design is this device's draft: the configurator offers it back
  await page.getByRole('button', { name: 'Entwurf fortsetzen' }).click();
  await waitForDrawing(page);
  await yardage(page).locator('summary').click();
  await expect(plans(page).first()).toBeVisible();
  const offline = await download(page, 'Zuschnittplan als PDF');
  expect(renderedPages(offline.file).pages).toBeGreaterThan(0);
  await context.setOffline(false);
});

test("the plans at 412 and 1366 px (Jacke Paul and Rüschenkleid Ella, 86/92, 140 cm): the closing note's screenshots", async ({ browser }) => {
  test.setTimeout(120_000);
  const screens = path.join(repoRoot, 'e2e', 'artifacts', 'screens', 'cutting-plan');
  fs.mkdirSync(screens, { recursive: true });
  for (const width of [412, 1366]) {
    for (const patternId of ['jacke-paul', 'rueschenkleid-ella']) {
      // a device of its own for each (no draft of the last design to offer back), a tall screen: the editor's bar at the
      // foot of the screen stays below the plans
      const context = await browser.newContext({ baseURL: shellOrigin, viewport: { width, height: 2400 } });
      const page = await context.newPage();
      await designWithFabrics(page, patternId, '86/92');
      for (const need of await yardage(page).locator('.cfg-need').all()) {
        const widthSelect = need.getByLabel('Stoffbreite');
        if (await widthSelect.count()) await widthSelect.selectOption('140');
      }
      const all = await plans(page).all();
      for (const [index, plan] of all.entries()) await plan.screenshot({ path: path.join(screens, `${patternId}-${width}-${index + 1}.png`) });
      expect(all.length).toBeGreaterThan(0);
      await context.close();
    }
  }
});
