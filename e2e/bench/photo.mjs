// `pnpm --filter @nahtlos/mf-library bench` (part of root `pnpm bench`): the photo feature with a 12 MP
// camera photo in Debian chromium through Playwright, on the production builds and the real server
// (its own deployment on free ports, like the Lighthouse bench). Prints, per run and as the median:
//   photo chosen → cropper interactive          (budget ≤ 1.5 s)
//   'Weiter' → saved fabric: crop to the modal, plus Enter → stored (typing the name not counted; ≤ 1 s)
//   the main thread's longest task during both  (≤ 200 ms)
// Numbers come from performance marks the app sets (nahtlos:photo-chosen, cropper-ready, crop-start,
// crop-done, save-start, fabric-saved) and the Long Tasks API. Asserts nothing.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, runBench, startDeployment } from './deployment.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);

/** A 12 MP (4000 × 3000) camera-like JPEG made with sharp (the server's image library). */
async function twelveMegapixelJpeg() {
  const sharp = createRequire(path.join(repoRoot, 'server/package.json'))('sharp');
  const width = 4000;
  const height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <pattern id="p" width="160" height="160" patternUnits="userSpaceOnUse"><rect width="160" height="160" fill="#d9c7b0"/>
    <rect width="160" height="40" fill="#3e6b8a"/><circle cx="80" cy="110" r="26" fill="#f2c94c"/><circle cx="20" cy="110" r="10" fill="#b5523b"/>
    </pattern></defs><rect width="100%" height="100%" fill="url(#p)"/></svg>`;
  const print = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).raw().toBuffer();
  for (let index = 0; index < print.length; index++) print[index] = Math.max(0, Math.min(255, print[index] + (grain[index] - 128)));
  const buffer = await sharp(print, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
  return { name: 'stoff-12mp.jpg', mimeType: 'image/jpeg', buffer };
}

/** One photo → crop → save round; returns the durations read from the page. */
async function oneRound(page, photo, round) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Eigenen Stoff anlegen' }).click();
  await (await chooser).setFiles(photo);
  await page.locator('.lib-cropper__area[data-ready="true"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Weiter' }).click();
  const name = page.getByLabel('Gib deinem Stoff einen Namen:');
  await name.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT', undefined, { timeout: 5000 });
  await name.fill(`Bench ${round}`);
  await name.press('Enter');
  const saved = page.locator('dialog.frame-dialog', { hasText: 'Dein Stoff ist gespeichert' });
  await saved.waitFor();
  const numbers = await page.evaluate(() => {
    const last = (name) => performance.getEntriesByName(`nahtlos:${name}`).at(-1)?.startTime ?? NaN;
    const chosen = last('photo-chosen');
    const ready = last('cropper-ready');
    const cropStart = last('crop-start');
    const cropDone = last('crop-done');
    const saveStart = last('save-start');
    const fabricSaved = last('fabric-saved');
    const tasks = window.__longTasks ?? [];
    const longest = (from, to) =>
      tasks.filter((task) => task.start + task.duration >= from && task.start <= to).reduce((max, task) => Math.max(max, task.duration), 0);
    return {
      toCropper: ready - chosen,
      crop: cropDone - cropStart,
      save: fabricSaved - saveStart,
      longestToCropper: longest(chosen, ready),
      longestSave: Math.max(longest(cropStart, cropDone), longest(saveStart, fabricSaved)),
      debug: tasks.filter((task) => task.start + task.duration >= chosen - 2000).map((task) => [Math.round(task.start - chosen), Math.round(task.duration)]),
      cropWindow: [Math.round(cropStart - chosen), Math.round(cropDone - chosen)],
    };
  });
  await saved.getByRole('button', { name: 'Schließen' }).click();
  await page.getByRole('button', { name: 'Eigenen Stoff anlegen' }).waitFor();
  return numbers;
}

/**
 * A fresh account that owns the camera feature: registered and activated through the dev outbox, the
 * feature bought through the web checkout (the server's stand-in page and its signed webhook).
 */
async function ownerAccount(request) {
  const name = `bench${Date.now().toString(36)}`.slice(0, 20);
  const email = `${name}@example.com`;
  const password = 'bench-geheim-1';
  const ok = async (response) => {
    if (response.status() >= 400) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response;
  };
  await ok(await request.post('/auth/user/register', { data: { name, email, email_repeat: email, password, password_confirmation: password } }));
  const { messages } = await (await ok(await request.get(`/dev/mail?to=${encodeURIComponent(email)}`))).json();
  const activation = messages[0].links.find((link) => link.includes('/auth/activation/'));
  await request.get(new URL(activation).pathname, { maxRedirects: 0 });
  const { token } = await (await ok(await request.post('/api/app/auth/user/login', { data: { email, password } }))).json();
  const checkout = await (await ok(await request.post('/api/app/checkout', { headers: { Authorization: `Bearer ${token}` }, data: { product_id: 'extra_feature_camera' } }))).json();
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(await (await ok(await request.get(new URL(checkout.url).pathname))).text())[1];
  await request.post(`/dev/checkout/${checkout.session_id}/pay`, { form: { _xsrf: xsrf }, maxRedirects: 0 });
  return { email, password };
}

async function main() {
  const fixture = await twelveMegapixelJpeg();
  const { base, work } = await startDeployment({ label: 'photo-bench' });
  // handed over as a file path, as a file dialog does (a Buffer would be decoded by injected script
  // on the page's main thread, a long task of the harness, not of the app)
  const photo = path.join(work, fixture.name);
  fs.writeFileSync(photo, fixture.buffer);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, baseURL: base });
    await context.addInitScript(() => {
      // the main thread's long tasks are collected
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    // the feature is the account's: an account that bought it, logged in on this browser
    const owner = await ownerAccount(context.request);
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill(owner.email);
    await page.getByLabel('Passwort', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await page.waitForURL(/\/(profile|login\/app-connected)$/, { timeout: 30_000 });
    await page.goto('/foto-feature');
    await page.getByRole('button', { name: 'Eigenen Stoff anlegen' }).waitFor({ timeout: 30_000 });
    console.log(`Photo feature, ${fixture.buffer.length >> 10} KB 12 MP JPEG (4000 × 3000), chromium ${browser.version()}, ${runs} run(s) + 1 warm-up`);
    console.log('budgets: photo → cropper interactive ≤ 1500 ms; Weiter → saved fabric ≤ 1000 ms; longest main-thread task ≤ 200 ms\n');
    const task = (ms) => (ms > 0 ? `${Math.round(ms)} ms` : 'no task ≥ 50 ms');
    await oneRound(page, photo, 0); // warm-up: remote chunks, worker, cropperjs
    const results = [];
    for (let round = 1; round <= runs; round++) {
      const result = await oneRound(page, photo, round);
      results.push(result);
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ tasks: result.debug, cropWindow: result.cropWindow, ready: result.toCropper }));
      console.log(
        `run ${round}: photo → cropper ${Math.round(result.toCropper)} ms | Weiter → modal ${Math.round(result.crop)} ms + Enter → saved ${Math.round(result.save)} ms` +
          ` | longest task: to cropper ${task(result.longestToCropper)}, Weiter → saved ${task(result.longestSave)}`,
      );
    }
    const median = (key) => {
      const sorted = results.map((result) => result[key]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const mark = (ok) => (ok ? 'ok  ' : 'OVER');
    const toCropper = median('toCropper');
    const weiterToSaved = median('crop') + median('save');
    const longest = Math.max(median('longestToCropper'), median('longestSave'));
    console.log('\nmedian:');
    console.log(`  photo chosen → cropper interactive   ${String(Math.round(toCropper)).padStart(5)} ms  ${mark(toCropper <= 1500)} (≤ 1500)`);
    console.log(
      `  'Weiter' → saved fabric              ${String(Math.round(weiterToSaved)).padStart(5)} ms  ${mark(weiterToSaved <= 1000)} (≤ 1000; crop ${Math.round(median('crop'))} + save ${Math.round(median('save'))})`,
    );
    console.log(
      `  longest main-thread task             ${(longest > 0 ? `${Math.round(longest)}` : '< 50').padStart(5)} ms  ${mark(longest <= 200)} (≤ 200; to cropper ${task(median('longestToCropper'))}, Weiter → saved ${task(median('longestSave'))}; tasks under 50 ms are not reported by the browser)`,
    );
  } finally {
    await browser.close();
  }
}

runBench(main, { withStack: true });
